/** A link that leaves the site: a new tab, no opener, no referrer, and screen readers are told, in the page's language (on a page or in an island). */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useIslandLanguage } from '../i18n/island-language.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode };

export function ExternalLink({ children, ...rest }: Props) {
  const { words } = useIslandLanguage();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{words.newTab}</span>
    </a>
  );
}
