/**
 * A worker thread of the render pool (build/render-pool.ts). Worker threads share no module state,
 * so it configures the site's modules and imports the pages and islands itself, from the same
 * input the build has, then renders the batches of pages it is sent.
 */
import { workerData } from 'node:worker_threads';
import { notFoundRoute } from '../src/routing/routes.ts';
import { configureSite } from '../src/site-address.ts';
import type { RenderInput, RenderTask } from './render-pool.ts';
import { renderDocuments, type RenderedDocument } from './render-pages.ts';
import { loadSources } from './site-sources.ts';

const input = workerData as RenderInput;
configureSite(input.settings);
const loaded = await loadSources(input.root, input.sources, notFoundRoute.page);

export default function render({ pages, assets, frame, islandFiles }: RenderTask): RenderedDocument[] {
  const sitePages = pages.map(({ route, at, file }) => ({ route: route < 0 ? notFoundRoute : input.sources.routes[route]!, at, file }));
  return renderDocuments(sitePages, { ...loaded, islandFiles: new Map(islandFiles) }, assets, frame);
}
