/** The frame around every page: skip link, header, breadcrumbs, main, footer, banner and scroll button. */
import type { ReactNode } from 'react';
import type { RouteRecord } from '../route-types.ts';
import { notFoundRoute } from '../routes.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DownloadBanner } from './DownloadBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

interface Props {
  readonly route: RouteRecord;
  /** The new page's title after a client-side navigation, read out by screen readers. */
  readonly announcement: string;
  readonly children: ReactNode;
}

export const Shell = ({ route, announcement, children }: Props) => (
  <>
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <Header />
    {route !== notFoundRoute && <Breadcrumbs path={route.path} />}
    <main id="main" tabIndex={-1}>
      {children}
    </main>
    <Footer />
    {route.banner && <DownloadBanner />}
    <ScrollToTop />
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  </>
);
