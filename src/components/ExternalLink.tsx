/** A link that leaves the site: a new tab, no opener, no referrer, and screen readers are told. */
import { useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { islandWords } from '../i18n/island-words.ts';
import { LocaleContext } from '../i18n/locale-context.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode };

export function ExternalLink({ children, ...rest }: Props) {
  const newTab = useContext(LocaleContext)?.messages.shell.newTab ?? islandWords.newTab;
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{newTab}</span>
    </a>
  );
}
