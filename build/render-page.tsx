/** One page to HTML: the app rendered at a path under wouter's ssrPath, inside its document. */
import { renderToString } from 'react-dom/server';
import { Root } from '../src/app/Root.tsx';
import { pageHead } from '../src/head/page-head.ts';
import { renderHead } from '../src/head/render-head.ts';
import { loadPage } from '../src/page-module.ts';
import type { RouteRecord } from '../src/route-types.ts';
import { renderDocument, type PageAssets } from './document.ts';

export async function renderPage(route: RouteRecord, path: string, assets: PageAssets): Promise<string> {
  try {
    const module = await loadPage(route.page);
    const body = renderToString(<Root ssrPath={path} />);
    const head = renderHead(pageHead(route, module));
    return renderDocument(head, body, assets);
  } catch (cause) {
    throw new Error(`Error on page ${path} (${route.page})`, { cause });
  }
}
