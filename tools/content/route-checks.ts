/**
 * The manifest's checks, made before anything renders: every path well formed and claimed once,
 * every page module present, and every link of an article's body to a canonical path of the site.
 * Files (/images/...) and #fragments are checked on the built site, with every other link.
 */
import type { RouteRecord } from '../../src/routing/route-types.ts';

const pathShape = /^\/([a-z0-9]+(-[a-z0-9]+)*\/)*$/;

/** How many claimants a clash names before it counts the rest: the message stays readable at any size. */
const namedClaimants = 10;

export interface RouteOwners {
  /**
   * The files that claim `path` through `route` (article files; several when they claim one
   * canonical path, which makes their routes alike); none names the route by its page module.
   */
  readonly filesOf: (route: RouteRecord, path: string) => readonly string[];
  readonly pageExists: (page: string) => boolean;
  /** Where page modules live, for the message about a missing one. */
  readonly pageDirs: readonly string[];
}

/** An article file and the paths it claims: its own and its aliases. */
interface ArticleClaim {
  readonly file: string;
  readonly record: { readonly path: string };
  readonly page: string;
  readonly aliases: readonly string[];
}

/**
 * RouteOwners.filesOf for some article files: a route's files are those whose own page it is (its
 * path and page module) and that claim the path, each file once.
 */
export function filesClaiming(articles: readonly ArticleClaim[]): RouteOwners['filesOf'] {
  const atPath = new Map<string, ArticleClaim[]>();
  for (const article of articles) {
    const here = atPath.get(article.record.path);
    if (here) here.push(article);
    else atPath.set(article.record.path, [article]);
  }
  return (route, path) =>
    (atPath.get(route.path) ?? []).filter(({ page, record, aliases }) => page === route.page && (record.path === path || aliases.includes(path))).map(({ file }) => file);
}

/** Every problem of the routes, as sentences, in time linear in the routes; an empty list means they are sound. */
export function routeProblems(routes: readonly RouteRecord[], { filesOf, pageExists, pageDirs }: RouteOwners): string[] {
  const problems: string[] = [];
  // Each path's claimants, each named once however many of its routes claim the path.
  const claims = new Map<string, { owners: Set<string>; count: number }>();
  for (const route of routes) {
    for (const path of [route.path, ...route.aliases]) {
      const files = filesOf(route, path);
      const owners = files.length > 0 ? files : [`the page module ${route.page}`];
      const claim = claims.get(path) ?? { owners: new Set(), count: 0 };
      for (const owner of owners) claim.owners.add(owner);
      claim.count += 1;
      claims.set(path, claim);
      if (!pathShape.test(path)) problems.push(`${owners.join(', ')}: ${path} is not a path of lowercase words joined by hyphens, starting and ending with "/"`);
    }
    if (!pageExists(route.page)) problems.push(`${route.path}: the page module ${route.page}.tsx does not exist in ${pageDirs.join(' or ')}`);
    if ((route.meta.ogType === 'article') !== (route.meta.article !== undefined)) problems.push(`${route.path}: ogType "article" and article metadata go together`);
    if (route.sitemap && (route.sitemap.priority < 0 || route.sitemap.priority > 1)) problems.push(`${route.path}: sitemap priority ${route.sitemap.priority} is outside 0 to 1`);
  }
  for (const [path, { owners, count }] of claims) {
    if (count < 2) continue;
    const named = [...owners].slice(0, namedClaimants).join(', ');
    const more = owners.size > namedClaimants ? ` and ${owners.size - namedClaimants} more` : '';
    problems.push(`${path} is claimed ${count} times, by ${named}${more}; give each page a path of its own`);
  }
  return [...problems, ...translationProblems(routes, filesOf)];
}

/**
 * What would make a page's language versions (hreflang) wrong: a translation of no page of the
 * default locale, or two pages of one language translating the same page, which would name two
 * pages for one language, neither linked back as the only one. Otherwise every page of a group
 * lists the same set, itself included (src/head/head-tags.ts languageVersions), so each links back.
 */
function translationProblems(routes: readonly RouteRecord[], filesOf: RouteOwners['filesOf']): string[] {
  const originals = new Map(routes.filter((route) => route.locale === undefined).map((route) => [route.path, route]));
  const claims = new Map<string, RouteRecord[]>();
  const problems: string[] = [];
  for (const route of routes) {
    if (route.translates === undefined) continue;
    const owner = filesOf(route, route.path)[0] ?? route.path;
    if (!originals.has(route.translates)) problems.push(`${owner}: translates ${route.translates}, which is no page of the default language`);
    const key = `${route.locale} ${route.translates}`;
    claims.set(key, [...(claims.get(key) ?? []), route]);
  }
  for (const [key, claimants] of claims) {
    if (claimants.length < 2) continue;
    const [locale, original] = key.split(' ');
    problems.push(`${claimants.map((route) => filesOf(route, route.path)[0] ?? route.path).join(', ')}: ${claimants.length} pages in "${locale}" translate ${original}; a page has one translation per language`);
  }
  return problems;
}


/** An article file and the links of its body. */
interface ArticleLinks {
  readonly file: string;
  readonly links: readonly { readonly href: string; readonly line: number }[];
}

export function articleLinkProblems(articles: readonly ArticleLinks[], routes: readonly RouteRecord[]): string[] {
  const canonical = new Set(routes.map((route) => route.path));
  const canonicalOf = new Map(routes.flatMap((route) => route.aliases.map((alias) => [alias, route.path] as const)));
  const problems: string[] = [];
  for (const { file, links } of articles) {
    for (const { href, line } of links) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const [path = '', fragment] = href.split('#');
      const hash = fragment === undefined ? '' : `#${fragment}`;
      const at = `${file}: line ${line}: the link to ${href}`;
      if (canonical.has(path)) continue;
      if (canonicalOf.has(path)) problems.push(`${at} goes to an alias; link to ${canonicalOf.get(path)}${hash}, the page's own path`);
      else if (canonical.has(`${path}/`) || canonicalOf.has(`${path}/`)) problems.push(`${at} lacks the closing "/"; link to ${canonicalOf.get(`${path}/`) ?? `${path}/`}${hash}`);
      else if (!/\.[a-z0-9]+$/i.test(path)) problems.push(`${at} goes to no page of the site`);
    }
  }
  return problems;
}
