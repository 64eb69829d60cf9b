/**
 * Each Markdown article's paths and the links in its body, checked against the routes before
 * anything is rendered: a path or alias another page also claims is refused, naming both; a link
 * to an alias names the canonical path to use, a link to no page is refused. Files (/images/...)
 * and #fragments are checked on the built site, with every other link.
 */
import { ContentError } from '../src/content/articles/load-articles.ts';
import type { RouteRecord } from '../src/routing/route-types.ts';

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

interface ArticlePaths {
  readonly file: string;
  readonly record: { readonly path: string };
  readonly aliases: readonly string[];
}

/** Each path of an article file (its page's and its aliases) that another page claims too, with whose it is. */
export function articlePathProblems(articles: readonly ArticlePaths[], routes: readonly RouteRecord[]): string[] {
  const fileAt = new Map(articles.map(({ file, record }) => [record.path, file]));
  const claims = new Map<string, string[]>();
  for (const route of routes) {
    const owner = fileAt.get(route.path) ?? `the page ${route.path}`;
    for (const path of [route.path, ...route.aliases]) claims.set(path, [...(claims.get(path) ?? []), owner]);
  }
  return articles.flatMap(({ file, record, aliases }) =>
    [record.path, ...aliases].flatMap((path) => {
      const others = (claims.get(path) ?? []).filter((owner) => owner !== file);
      const what = path === record.path ? `its path ${path}` : `alias ${path}`;
      return others.length > 0 ? [`${file}: ${what} is also claimed by ${others.join(' and ')}; choose another`] : [];
    }),
  );
}

export function assertArticleLinks(articles: readonly (ArticleLinks & ArticlePaths)[], routes: readonly RouteRecord[]): void {
  const problems = [...articlePathProblems(articles, routes), ...articleLinkProblems(articles, routes)];
  if (problems.length > 0) throw new ContentError(problems);
}
