/** A link that leaves the site: a new tab, no opener, no referrer, and screen readers are told. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode };

export const ExternalLink = ({ children, ...rest }: Props) => (
  <a target="_blank" rel="noopener noreferrer" {...rest}>
    {children}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);
