/**
 * Every page of the manifest and the not-found page, rendered to its HTML document, and what the
 * link check needs of each (build/broken-references.ts): the URLs the page references and the ids
 * it has. The assets are built first, so a document is complete when it is rendered; the document
 * around the page (head links, scripts, footer) is the same on every page and read once.
 */
import type { RouteRecord } from '../src/routing/route-types.ts';
import { notFoundRoute } from '../src/routing/routes.ts';
import type { PageReferences } from './broken-references.ts';
import { documentRenderer, type PageAssets } from './document.ts';
import { documentElements } from './html-elements.ts';
import { outputFile } from './output-path.ts';
import { referencesIn, referencesInHtml, referencesInTags } from './page-references.ts';
import { renderFooter, renderPage, type PageSources } from './render-page.tsx';

export interface SitePage {
  readonly route: RouteRecord;
  /** The path of the site rendered: the route's path or one of its aliases. */
  readonly at: string;
  /** Where its HTML is written, relative to the output folder. */
  readonly file: string;
}

/** The URL path of the site a page's file answers (the not-found page's file is also served for any unknown path). */
const servedAt = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** Every path the site answers with a page: canonical paths, aliases and the not-found page. */
export const sitePages = (routes: readonly RouteRecord[]): SitePage[] => [
  ...routes.flatMap((route) => [route.path, ...route.aliases].map((at) => ({ route, at, file: outputFile(at) }))),
  { route: notFoundRoute, at: '/404/', file: '404.html' },
];

export interface RenderedDocument {
  readonly file: string;
  readonly html: string;
  readonly references: PageReferences;
}

/** Renders pages to documents; `frame` is what every document references around its page (see frameReferences). */
export function renderDocuments(pages: readonly SitePage[], sources: PageSources, assets: PageAssets, frame: PageReferences): RenderedDocument[] {
  const footer = renderFooter();
  const renderDocument = documentRenderer(assets);
  return pages.map(({ route, at, file }) => {
    const { head, headTags, body, fetchedFiles } = renderPage(route, at, sources);
    const inHead = referencesInTags(headTags);
    const inBody = referencesInHtml(body);
    return {
      file,
      html: renderDocument(head, body, footer),
      references: { page: servedAt(file), references: [...frame.references, ...inHead.references, ...inBody.references, ...fetchedFiles], ids: [...frame.ids, ...inHead.ids, ...inBody.ids] },
    };
  });
}

/** What the document around every page references (stylesheet, script, icon, footer links) and the ids it has. */
export function frameReferences(assets: PageAssets): PageReferences {
  // The live-reload script is the dev server's, not a file of the site.
  const { references, ids } = referencesIn(documentElements(documentRenderer({ ...assets, devScript: undefined })('', '', renderFooter())));
  return { page: '', references, ids };
}
