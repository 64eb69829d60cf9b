/**
 * The manifest: every page of the site, once, made from the articles the content layer loaded.
 * The build, the sitemap and the tests read this list; nothing keeps a second one. Test pages and the benchmark's synthetic posts are not
 * here: their builds pass them in beside these (test/fixtures/). Each group of pages lives in src/manifest/.
 *
 * Structured data: every page gets WebSite, SoftwareApplication and BreadcrumbList, article
 * pages an Article built from `meta.article`; a page module adds what comes from its own
 * content (FAQPage, HowTo) by exporting `structuredData`, so the JSON-LD is built from the
 * same data as the visible text.
 */
import type { Articles } from '../articles.ts';
import type { RouteRecord } from './route-types.ts';
import { defineRoute } from '../manifest/define-route.ts';
import { articleRoutes, blogRoutes } from '../manifest/articles.ts';
import { comparisonRoutes } from '../manifest/comparisons.ts';
import { homeAndDownloadRoutes } from '../manifest/home-and-downloads.ts';
import { learningRoutes } from '../manifest/learning.ts';
import { sitePageRoutes } from '../manifest/site-pages.ts';

export const siteRoutes = (articles: Articles): RouteRecord[] => [
  ...homeAndDownloadRoutes,
  ...comparisonRoutes,
  ...blogRoutes(articles),
  ...articleRoutes(articles),
  ...learningRoutes,
  ...sitePageRoutes,
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
