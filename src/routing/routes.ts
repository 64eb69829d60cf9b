/**
 * The manifest: every page of the site, once. The router, the build, the sitemap and the tests
 * read this list; nothing keeps a second one. Each group of pages lives in src/manifest/.
 *
 * Structured data: every page gets WebSite, SoftwareApplication and BreadcrumbList, article
 * pages an Article built from `meta.article`; a page module adds what comes from its own
 * content (FAQPage, HowTo) by exporting `structuredData`, so the JSON-LD is built from the
 * same data as the visible text.
 */
import { fixturePages, syntheticPosts } from '../build-env.ts';
import type { RouteRecord } from './route-types.ts';
import { defineRoute } from '../manifest/define-route.ts';
import { articleRoutes, blogRoute } from '../manifest/articles.data.ts';
import { benchPostRoutes } from '../manifest/bench-posts.ts';
import { comparisonRoutes } from '../manifest/comparisons.ts';
import { fixtureRoutes } from '../manifest/fixture-pages.ts';
import { homeAndDownloadRoutes } from '../manifest/home-and-downloads.ts';
import { learningRoutes } from '../manifest/learning.ts';
import { sitePageRoutes } from '../manifest/site-pages.ts';

export const routes: readonly RouteRecord[] = [
  ...homeAndDownloadRoutes,
  ...comparisonRoutes,
  blogRoute,
  ...articleRoutes,
  ...learningRoutes,
  ...sitePageRoutes,
  ...benchPostRoutes(syntheticPosts),
  ...fixtureRoutes(fixturePages),
];

/** The page for any path the manifest does not claim; written to 404.html. */
export const notFoundRoute: RouteRecord = defineRoute({
  path: '/404/',
  label: 'Page not found',
  page: 'NotFoundPage',
  meta: {
    title: 'Page Not Found',
    description: "Sorry, we couldn't find the page you're looking for. Try the download page, the installation guide or the home page.",
    keywords: ['404', 'page not found'],
    ogType: 'website',
  },
  sitemap: null,
});

/** The full record of a route entry (see route-table.data.ts), by its canonical path. */
export const recordFor = (path: string): RouteRecord => routes.find((route) => route.path === path) ?? notFoundRoute;
