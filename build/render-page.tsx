/** One page to HTML: the app rendered at a path under wouter's ssrPath, and its head. */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Root } from '../src/app/Root.tsx';
import { sitePath } from '../src/site-address.ts';
import { pageHead } from '../src/head/page-head.ts';
import { renderHead } from '../src/head/render-head.ts';
import { loadPage } from '../src/routing/load-page.ts';
import type { RouteRecord } from '../src/routing/route-types.ts';
import { Footer } from '../src/shell/Footer.tsx';

export interface RenderedPage {
  /** The head tags' HTML. */
  readonly head: string;
  /** The app's HTML, for inside #root. */
  readonly body: string;
  /** URLs the page's browser code fetches beyond those its markup names. */
  readonly fetchedFiles: readonly string[];
}

export async function renderPage(route: RouteRecord, path: string): Promise<RenderedPage> {
  try {
    const module = await loadPage(route.page);
    return {
      // The router is given the path under the base, as the browser's address bar shows it.
      body: renderToString(<Root ssrPath={sitePath(path)} />),
      head: renderHead(pageHead(route, module)),
      fetchedFiles: module.fetchedFiles?.() ?? [],
    };
  } catch (cause) {
    throw new Error(`Error on page ${path} (${route.page})`, { cause });
  }
}

/** The footer, the same on every page: static HTML outside the hydrated root. */
export const renderFooter = (): string => renderToStaticMarkup(<Footer />);
