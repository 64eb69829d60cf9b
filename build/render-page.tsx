/**
 * One page to HTML: the shell and the page as static markup (renderToStaticMarkup: no hydration
 * markers, since only islands hydrate) and its head.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandScopeContext, type IslandScope } from '../src/hydration/Island.tsx';
import { pageHead } from '../src/head/page-head.ts';
import type { HeadTag } from '../src/head/head-tags.ts';
import { renderHead } from '../src/head/render-head.ts';
import { isNotFound } from '../src/routing/route-lookup.ts';
import type { PageModule, RouteRecord } from '../src/routing/route-types.ts';
import { Footer } from '../src/shell/Footer.tsx';
import { Shell } from '../src/shell/Shell.tsx';

export interface RenderedPage {
  /** The head tags' HTML. */
  readonly head: string;
  /** The same tags as data, which the link check reads without parsing. */
  readonly headTags: readonly HeadTag[];
  /** The body's HTML before the footer. */
  readonly body: string;
  /** URLs the page's browser code fetches beyond those its markup names. */
  readonly fetchedFiles: readonly string[];
}

export interface PageSources {
  readonly pages: ReadonlyMap<string, PageModule>;
  readonly islandNames: ReadonlyMap<ComponentType<never>, string>;
  /** Each island's built file, by name. */
  readonly islandFiles: ReadonlyMap<string, string>;
}

export function renderPage(route: RouteRecord, path: string, { pages, islandNames, islandFiles }: PageSources): RenderedPage {
  try {
    const module = pages.get(route.page);
    if (!module) throw new Error(`No page module named ${route.page}`);
    const scope: IslandScope = { nameOf: (component) => islandNames.get(component), urlOf: (name) => islandFiles.get(name)!, page: path };
    const Page = module.default;
    const body = renderToStaticMarkup(
      <IslandScopeContext.Provider value={scope}>
        <Shell route={route} notFound={isNotFound(route)}>
          <Page route={route} />
        </Shell>
      </IslandScopeContext.Provider>,
    );
    const headTags = pageHead(route, module);
    return { body, head: renderHead(headTags), headTags, fetchedFiles: module.fetchedFiles?.() ?? [] };
  } catch (cause) {
    throw new Error(`Error on page ${path} (${route.page})`, { cause });
  }
}

/** The footer, the same on every page: rendered once. */
export const renderFooter = (): string => renderToStaticMarkup(<Footer />);
