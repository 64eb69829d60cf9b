/**
 * Every page of the manifest and the not-found page, rendered to an HTML document. A document
 * names the hashed JS and CSS files, which are still being built while the pages render, so
 * each page is handed over as soon as it is rendered and its document completes when they are.
 * Rendering also collects what each page references and which ids it has, for the link check
 * (build/broken-references.ts): the page's own markup is read while the bundler still runs, the
 * document around it once per set of islands when the assets are known.
 */
import { sitePath } from '../src/site-address.ts';
import type { RouteRecord } from '../src/routing/route-types.ts';
import { notFoundRoute } from '../src/routing/routes.ts';
import type { PageReferences } from './broken-references.ts';
import { preloadFor, type Bundle } from './bundle-js.ts';
import type { Stylesheet } from './compile-css.ts';
import { renderDocument, type PageAssets } from './document.ts';
import { documentElements, fragmentElements } from './html-elements.ts';
import { outputFile } from './output-path.ts';
import { referencesIn, type MarkupReferences } from './page-references.ts';
import { renderFooter, renderPage, type PageSources } from './render-page.tsx';

export interface SitePage {
  readonly route: RouteRecord;
  /** The path of the site rendered: the route's path or one of its aliases. */
  readonly at: string;
  /** Where its HTML is written, relative to the output folder. */
  readonly file: string;
}

export interface RenderOptions {
  readonly sources: PageSources;
  readonly assets: Promise<readonly [Bundle, Stylesheet]>;
  /** Adds the live-reload script of `npm run dev`. */
  readonly devScript: string | undefined;
  readonly write: (file: string, html: Promise<string>) => void;
}

/** The URL path of the site a page's file answers (the not-found page's file is also served for any unknown path). */
const servedAt = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** Every path the site answers with a page: canonical paths, aliases and the not-found page. */
export const sitePages = (routes: readonly RouteRecord[]): SitePage[] => [
  ...routes.flatMap((route) => [route.path, ...route.aliases].map((at) => ({ route, at, file: outputFile(at) }))),
  { route: notFoundRoute, at: '/404/', file: '404.html' },
];

export interface RenderedPages {
  /** What every page references and the ids it has; complete once the assets are. */
  readonly references: Promise<PageReferences[]>;
}

/**
 * Renders the pages in order and hands each document to `write`; resolves when the last page is
 * rendered.
 */
export async function renderPages(pages: readonly SitePage[], { sources, assets, devScript, write }: RenderOptions): Promise<RenderedPages> {
  const footer = renderFooter();
  const assetsOf = (islandsAtLoad: readonly string[]): Promise<PageAssets> =>
    assets.then(([bundle, css]) => ({ css: sitePath(`/${css.file}`), script: bundle.pageScript, preload: preloadFor(bundle, islandsAtLoad), devScript }));
  // The document around a page (head links, scripts, footer) differs only by the islands it hydrates at load.
  const frames = new Map<string, Promise<MarkupReferences>>();
  const frameOf = (islandsAtLoad: readonly string[]) => {
    const key = islandsAtLoad.join(' ');
    // The live-reload script is the dev server's, not a file of the site.
    const frame = (pageAssets: PageAssets) => renderDocument('', '', footer, { ...pageAssets, devScript: undefined });
    if (!frames.has(key)) frames.set(key, assetsOf(islandsAtLoad).then((pageAssets) => referencesIn(documentElements(frame(pageAssets)))));
    return frames.get(key)!;
  };
  const collected: Promise<PageReferences>[] = [];
  for (const [index, { route, at, file }] of pages.entries()) {
    const { head, body, fetchedFiles, islands } = renderPage(route, at, sources);
    const atLoad = [...new Set(islands.filter((island) => island.hydrate === 'load').map((island) => island.name))];
    write(file, assetsOf(atLoad).then((pageAssets) => renderDocument(head, body, footer, pageAssets)));
    const own = referencesIn([...fragmentElements(head), ...fragmentElements(body)]);
    collected.push(
      frameOf(atLoad).then((frame) => ({
        page: servedAt(file),
        references: [...frame.references, ...own.references, ...fetchedFiles],
        ids: [...frame.ids, ...own.ids],
      })),
    );
    // renderPage does not yield to the event loop: let the writes under way move on.
    if (index % 50 === 49) await new Promise(setImmediate);
  }
  return { references: Promise.all(collected) };
}
