/**
 * Renders the site's pages in this thread, or across a pool of worker threads (piscina: a
 * maintained pool with a queue, sized once) when there are enough pages to pay for starting them.
 * Either way the documents come back in page order, batch by batch, and are byte-identical.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SiteSettings } from '../src/site-address.ts';
import type { PageReferences } from './broken-references.ts';
import type { PageAssets } from './document.ts';
import type { PageSources } from './render-page.tsx';
import { renderDocuments, type RenderedDocument, type SitePage } from './render-pages.ts';
import type { SiteSources } from './site-sources.ts';

/**
 * When the pool pays. A worker takes about 0.4 s of CPU to start and import the site's modules,
 * what rendering about 1,000 pages costs, so below that one thread is faster. On 2 cores it never
 * paid, measured up to 12,000 pages (one thread 6.7-7.0 s, two workers 7.2-7.3 s: the workers
 * compete with sass, esbuild and this thread's writes for the same two cores), so the pool starts
 * only from 3 cores on. BUILD_THREADS overrides both.
 */
export const poolThreshold = { pages: 1000, cores: 3 } as const;
const batchSize = 100;

/** How many threads render `pages` pages: `requested` if given, else every core when the pool pays, else one. */
export function renderThreads(pages: number, requested?: number, cores = availableParallelism()): number {
  if (requested !== undefined) return requested;
  return pages >= poolThreshold.pages && cores >= poolThreshold.cores ? cores : 1;
}

/** What a worker is started with: the same input the build has. */
export interface RenderInput {
  readonly root: string;
  readonly settings: SiteSettings;
  readonly sources: SiteSources;
}

/** A page as sent to a worker: its route by index in the input's routes (-1 for the not-found page). */
export interface TaskPage {
  readonly route: number;
  readonly at: string;
  readonly file: string;
}

/** One batch of pages, and what every document needs. */
export interface RenderTask {
  readonly pages: readonly TaskPage[];
  readonly assets: PageAssets;
  readonly frame: PageReferences;
  readonly islandFiles: readonly (readonly [string, string])[];
}

export interface Renderer {
  /** The documents of `pages`, in order, a batch at a time. */
  render(pages: readonly SitePage[], assets: PageAssets, frame: PageReferences, islandFiles: ReadonlyMap<string, string>): AsyncIterable<readonly RenderedDocument[]>;
  close(): Promise<void>;
}

export const inThisThread = (sources: Omit<PageSources, 'islandFiles'>): Renderer => ({
  async *render(pages, assets, frame, islandFiles) {
    for (let start = 0; start < pages.length; start += batchSize) {
      yield renderDocuments(pages.slice(start, start + batchSize), { ...sources, islandFiles }, assets, frame);
      // Let the writes under way move on between batches.
      await new Promise(setImmediate);
    }
  },
  close: async () => undefined,
});

/** Starts `threads` workers at once, so they load the site's modules while this thread bundles. */
export function inWorkers(input: RenderInput, threads: number): Renderer {
  const pool = new Piscina({ filename: new URL('./render-worker.mjs', import.meta.url).href, workerData: input, minThreads: threads, maxThreads: threads });
  const routeIndex = new Map(input.sources.routes.map((route, index) => [route, index]));
  return {
    async *render(pages, assets, frame, islandFiles) {
      const batches: Promise<RenderedDocument[]>[] = [];
      for (let start = 0; start < pages.length; start += batchSize) {
        const task: RenderTask = {
          pages: pages.slice(start, start + batchSize).map(({ route, at, file }) => ({ route: routeIndex.get(route) ?? -1, at, file })),
          assets,
          frame,
          islandFiles: [...islandFiles],
        };
        batches.push(pool.run(task));
      }
      for (const batch of batches) yield await batch;
    },
    close: () => pool.destroy(),
  };
}
