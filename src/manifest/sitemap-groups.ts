/** What the /sitemap page lists, from the manifest. */
import { comparisonRoutes } from './comparisons.ts';
import { homeAndDownloadRoutes } from './home-and-downloads.ts';
import { learningRoutes } from './learning.ts';
import { sitePageRoutes } from './site-pages.ts';
import { blogPath } from '../routing/blog-lists.ts';
import type { RouteRecord } from '../routing/route-types.ts';

/**
 * The /sitemap page names at most this many articles, the first in blog order, so that it stays a
 * page of modest size (some 250 B an article) however large the blog grows; the blog's lists and
 * sitemap.xml hold every one.
 */
export const sitemapArticleLimit = 500;

export interface SitemapGroup {
  readonly id: string;
  readonly title: string;
  readonly links: readonly { readonly path: string; readonly label: string; readonly description: string }[];
  /** Articles past sitemapArticleLimit, left to the list at `path`. */
  readonly more?: { readonly count: number; readonly path: string };
  /** The language of its titles and descriptions, when it is not the page's. */
  readonly lang?: string;
}

const legalPaths = new Set(['/privacy/', '/terms/', '/disclaimer/', '/dmca/']);
const isHome = (route: RouteRecord) => route.path === '/';
const isComparison = (route: RouteRecord) => route.meta.article?.category === 'Comparison';

const group = (id: string, title: string, members: readonly RouteRecord[]): SitemapGroup => ({
  id,
  title,
  links: members.filter((route) => route.sitemap !== null).map(({ path, label, meta }) => ({ path, label, description: meta.description })),
});

/** The pages of another language than the default, as one group named in that language ("Español"), marked with it. */
export const languageGroup = (id: string, name: string, lang: string, routes: readonly RouteRecord[]): SitemapGroup => ({ ...group(`pages-${id}`, name, routes), lang });

/** The headings of the four groups, in the page's language (the sitemap page's copy). */
export interface SitemapTitles {
  readonly mainPages: string;
  readonly downloads: string;
  readonly guides: string;
  readonly legal: string;
}

/**
 * The groups of one language, given its blog's list pages and its article routes, each in blog order: each list by its
 * first page, the first sitemapArticleLimit articles. The other pages are the default language's, each as `inLanguage`
 * gives it in the list's language (itself for the default), in the default's order; a page without one is left out.
 */
export function sitemapGroups(
  blogRoutes: readonly RouteRecord[],
  articleRoutes: readonly RouteRecord[],
  titles: SitemapTitles,
  inLanguage: (route: RouteRecord) => RouteRecord | undefined = (route) => route,
): SitemapGroup[] {
  const articles = articleRoutes.slice(0, sitemapArticleLimit);
  const more = articleRoutes.length - articles.length;
  const local = (routes: readonly RouteRecord[]) => routes.flatMap((route) => inLanguage(route) ?? []);
  return [
    group('main-pages', titles.mainPages, [
      ...local(homeAndDownloadRoutes.filter(isHome)),
      ...local(comparisonRoutes),
      ...articles.filter(isComparison),
      ...local(sitePageRoutes.filter((route) => !legalPaths.has(route.path))),
    ]),
    group('downloads', titles.downloads, local(homeAndDownloadRoutes.filter((route) => !isHome(route)))),
    {
      ...group('guides', titles.guides, [...blogRoutes.filter((route) => route.list?.number === 1), ...articles.filter((route) => !isComparison(route)), ...local(learningRoutes)]),
      ...(more > 0 && { more: { count: more, path: blogPath } }),
    },
    group('legal', titles.legal, local(sitePageRoutes.filter((route) => legalPaths.has(route.path)))),
  ];
}
