/** The frame around every page: skip link, header, breadcrumbs, main, banner and scroll button (the footer is written once, see Footer.tsx). */
import type { ReactNode } from 'react';
import type { RouteRecord } from '../routing/route-types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DownloadBanner } from './DownloadBanner.tsx';
import { Header } from './Header.tsx';
import { FooterLanguages } from './LanguageLinks.tsx';
import { useMessages } from '../i18n/use-locale.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

interface Props {
  readonly route: RouteRecord;
  /** Whether this is the not-found page, which has no breadcrumb trail. */
  readonly notFound: boolean;
  readonly children: ReactNode;
}

export const Shell = ({ route, notFound, children }: Props) => (
  <>
    <a className="skip-link" href="#main">
      {useMessages().shell.skipToContent}
    </a>
    <Header path={route.path} />
    {!notFound && <Breadcrumbs path={route.path} />}
    <main id="main" tabIndex={-1}>
      {children}
    </main>
    {/* One fixed column at the bottom: the scroll button sits above the banner, never over it. */}
    <div className="floating">
      <ScrollToTop />
      {route.banner && <DownloadBanner />}
    </div>
    {/* Above the footer, which is the same on every page of a language: where this page is in the others. */}
    <FooterLanguages path={route.path} />
  </>
);
