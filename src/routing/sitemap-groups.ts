/** What the /sitemap page lists, from the manifest. */
import { comparisonRoutes } from '../manifest/comparisons.ts';
import { homeAndDownloadRoutes } from '../manifest/home-and-downloads.ts';
import { learningRoutes } from '../manifest/learning.ts';
import { sitePageRoutes } from '../manifest/site-pages.ts';
import type { RouteRecord } from './route-types.ts';

export interface SitemapGroup {
  readonly id: string;
  readonly title: string;
  readonly links: readonly { readonly path: string; readonly label: string; readonly description: string }[];
}

const legalPaths = new Set(['/privacy/', '/terms/', '/disclaimer/', '/dmca/']);
const isHome = (route: RouteRecord) => route.path === '/';
const isComparison = (route: RouteRecord) => route.meta.article?.category === 'Comparison';

const group = (id: string, title: string, members: readonly RouteRecord[]): SitemapGroup => ({
  id,
  title,
  links: members.filter((route) => route.sitemap !== null).map(({ path, label, meta }) => ({ path, label, description: meta.description })),
});

/** The groups, given the blog's list pages and the article routes, each in blog order. */
export const sitemapGroups = (blogRoutes: readonly RouteRecord[], articleRoutes: readonly RouteRecord[]): SitemapGroup[] => [
  group('main-pages', 'Main pages', [
    ...homeAndDownloadRoutes.filter(isHome),
    ...comparisonRoutes,
    ...articleRoutes.filter(isComparison),
    ...sitePageRoutes.filter((route) => !legalPaths.has(route.path)),
  ]),
  group('downloads', 'Downloads', homeAndDownloadRoutes.filter((route) => !isHome(route))),
  group('guides', 'Guides and tutorials', [...blogRoutes, ...articleRoutes.filter((route) => !isComparison(route)), ...learningRoutes]),
  group('legal', 'Legal', sitePageRoutes.filter((route) => legalPaths.has(route.path))),
];
