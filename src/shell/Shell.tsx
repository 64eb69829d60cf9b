/** The frame around every page: skip link, header, breadcrumbs, main, banner and scroll button (the footer is static, see Footer.tsx). */
import type { ReactNode } from 'react';
import { isNotFound } from '../routing/route-lookup.ts';
import type { RouteEntry } from '../routing/route-table.data.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DownloadBanner } from './DownloadBanner.tsx';
import { Header } from './Header.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

interface Props {
  readonly entry: RouteEntry;
  /** The new page's title after a client-side navigation, read out by screen readers. */
  readonly announcement: string;
  readonly children: ReactNode;
}

export const Shell = ({ entry, announcement, children }: Props) => (
  <>
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <Header />
    {!isNotFound(entry) && <Breadcrumbs path={entry.path} />}
    <main id="main" tabIndex={-1}>
      {children}
    </main>
    {/* One fixed column at the bottom: the scroll button sits above the banner, never over it. */}
    <div className="floating">
      <ScrollToTop />
      {entry.banner && <DownloadBanner />}
    </div>
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  </>
);
