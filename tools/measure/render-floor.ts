/**
 * The floor of rendering, for `npm run bench`: bare renderToString of the same pages as a build
 * with N synthetic posts (the shell and the page, nothing else: no head, no document, no link
 * reading, no writing). Prints the milliseconds per page as JSON: `node --import tsx build/bench/render-floor.ts 4000`.
 */
import '../production.ts';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { IslandScopeContext, type IslandScope } from '../../src/hydration/Island.tsx';
import { notFoundRoute, routes } from '../../src/routing/routes.ts';
import { configureSite } from '../../src/site-address.ts';
import { Shell } from '../../src/shell/Shell.tsx';
import { sitePages } from '../render-pages.ts';
import { siteEnvFrom, siteSettingsOf } from '../site-env.ts';
import { loadSources, siteFolders } from '../site-sources.ts';
import { benchPostRoutes } from './synthetic-posts.ts';

const root = path.resolve(import.meta.dirname, '../..');
configureSite(siteSettingsOf(siteEnvFrom({ SOURCE_DATE_EPOCH: '1754611200' })));
const all = [...routes, ...benchPostRoutes(Number(process.argv[2] ?? 0))];
const loaded = await loadSources(root, { ...siteFolders, routes: all }, notFoundRoute.page);
const pages = sitePages(all);
const render = () => {
  for (const { route, at } of pages) {
    const Page = loaded.pages.get(route.page)!.default;
    const scope: IslandScope = { nameOf: (component) => loaded.islandNames.get(component), urlOf: () => '', page: at };
    renderToString(createElement(IslandScopeContext.Provider, { value: scope }, createElement(Shell, { route, notFound: route === notFoundRoute, children: createElement(Page, { route }) })));
  }
};
const timed = () => {
  const start = performance.now();
  render();
  return (performance.now() - start) / pages.length;
};
// The first pass is what a build pays (its code still cold); the second, warm, is the true floor.
const cold = timed();
console.log(JSON.stringify({ pages: pages.length, coldMsPerPage: cold, warmMsPerPage: timed() }));
