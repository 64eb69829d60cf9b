/** A link to a page of this site, written with the base path: a plain link between documents. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSite } from '../site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export const SiteLink = ({ href, children, ...rest }: Props) => (
  <a href={useSite().sitePath(href)} {...rest}>
    {children}
  </a>
);
