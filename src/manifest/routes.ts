/**
 * The manifest: every page of the site, once, made from the articles the content layer loaded.
 * The build, the sitemap and the tests read this list; nothing keeps a second one. Test pages are
 * not here: their builds pass them in beside these (test/fixtures/). Each group of pages lives in
 * src/manifest/, the not-found page's too (not-found.ts). Another locale's pages follow the
 * default's (translations.ts): its translated pages, its blog lists and its articles.
 *
 * Structured data: every page gets WebSite, SoftwareApplication and BreadcrumbList, article
 * pages an Article built from `meta.article`; a page module adds what comes from its own
 * content (FAQPage, HowTo) by exporting `structuredData`, so the JSON-LD is built from the
 * same data as the visible text.
 */
import type { Articles } from '../articles.ts';
import { english } from '../i18n/catalogue/en-locale.ts';
import type { Locale } from '../i18n/locale.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { articleRoutes, blogRoutes } from './articles.ts';
import { comparisonRoutes } from './comparisons.ts';
import { homeAndDownloadRoutes } from './home-and-downloads.ts';
import { learningRoutes } from './learning.ts';
import { sitePageRoutes } from './site-pages.ts';
import { translatedRoutes } from './translations.ts';

export const siteRoutes = (articles: Articles, locales: readonly Locale[] = [english], localArticles: ReadonlyMap<string, Articles> = new Map()): RouteRecord[] => {
  const own = [...homeAndDownloadRoutes, ...comparisonRoutes, ...blogRoutes(articles, locales[0]), ...articleRoutes(articles), ...learningRoutes, ...sitePageRoutes];
  return [...own, ...locales.slice(1).flatMap((locale) => translatedRoutes(locale, own, localArticles.get(locale.id)))];
};
