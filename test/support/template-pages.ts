/**
 * One page of each template in each language: what a layout test needs, since a template (its page
 * module, and an article's layout) decides where things sit, and a language the length of its words.
 * Of the pages of one template, the largest built one is taken: the likeliest to hold a wide table,
 * a long word or a long list. Derived from the site and dist/, so an added article or page is
 * covered by its template, and a page of a new template or layout is taken by itself.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { distDir } from './server.ts';
import { site } from './site.ts';

const articleAt = (route: RouteRecord) => [site.articles, ...site.localArticles.values()].map((articles) => articles.byPath.get(route.path)).find(Boolean);

/** The template a route is drawn with, and its language. */
const templateOf = (route: RouteRecord): string => `${route.page} ${articleAt(route)?.record.content.layout ?? ''} ${route.locale ?? 'en'}`;

const builtSize = (route: RouteRecord): number => statSync(path.join(distDir, route.path, 'index.html')).size;

/** The largest built page of each template in each language, in the site's order. */
export function onePagePerTemplate(routes: readonly RouteRecord[] = site.routes): RouteRecord[] {
  const largest = new Map<string, RouteRecord>();
  for (const route of routes) {
    const template = templateOf(route);
    const kept = largest.get(template);
    if (!kept || builtSize(route) > builtSize(kept)) largest.set(template, route);
  }
  const chosen = new Set(largest.values());
  return routes.filter((route) => chosen.has(route));
}
