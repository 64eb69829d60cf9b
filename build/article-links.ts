/**
 * The links in the body of each Markdown article, checked against the routes before anything is
 * rendered: a link to an alias names the canonical path to use, a link to no page is refused.
 * Files (/images/...) and #fragments are checked on the built site, with every other link.
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

export function assertArticleLinks(articles: readonly ArticleLinks[], routes: readonly RouteRecord[]): void {
  const problems = articleLinkProblems(articles, routes);
  if (problems.length > 0) throw new ContentError(problems);
}
