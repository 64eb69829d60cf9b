/** A link to a page of this site: client-side navigation, with the target's page file fetched on hover or focus. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { loadPage } from '../routing/load-page.ts';
import { findEntry } from '../routing/route-lookup.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

function prefetch(href: string): void {
  if (savesData()) return;
  const entry = findEntry(href.split(/[?#]/)[0]!);
  if (entry) loadPage(entry.page).catch(() => undefined);
}

export function SiteLink({ href, children, onMouseEnter, onFocus, ...rest }: Props) {
  return (
    <Link
      href={href}
      onMouseEnter={(event) => {
        prefetch(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch(href);
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
