/**
 * Site search in `npm run dev`: Pagefind's index of the site as it is now, made in memory by the
 * build's own indexer (tools/search/search-index.ts) when a page first asks for a file of it, and
 * made again at the next search after the site or its code changed. Every page search finds is
 * rendered for it, so the first search after a change waits for that (README: npm run dev).
 */
import type { Site } from '../../src/site-context.tsx';
import { closeSearchIndex, openSearchIndex, searchableRoutes, shardLayout } from '../search/search-index.ts';
import { outputFile } from '../output/output-path.ts';
import type { SitePage } from '../render/render.tsx';

/** The index files by path in the site (pagefind/...), made from one site value with one generation of the code. */
interface DevIndex {
  readonly site: Site;
  /** The version of the content and the code it was made from (dev-pages.ts's Snapshot). */
  readonly version: string;
  readonly files: Promise<ReadonlyMap<string, Uint8Array>>;
}
let index: DevIndex | undefined;

/** Renders a page to its HTML, or undefined when its render fails (the page itself shows why). */
export type RenderHtml = (page: SitePage) => Promise<string | undefined>;

/** Pages rendered between two turns of the event loop: requests are answered while the index is made. */
const pagesPerTurn = 4;

/** Pages handed to Pagefind before the next wait for it: its process is slower than the render, and what it has not read yet is held here. */
const pagesAhead = 32;

/**
 * The index of every shard (search-index.ts), one shard after another, Pagefind's process let go
 * after each: a large site's pages are never all held by it at once, nor their HTML by this one.
 */
async function makeIndex(site: Site, render: RenderHtml): Promise<ReadonlyMap<string, Uint8Array>> {
  const searchable = searchableRoutes(site.routes);
  const layout = shardLayout(searchable, site.langOf);
  const files = new Map<string, Uint8Array>();
  for (let shard = 0; shard < layout.count; shard += 1) {
    const search = await openSearchIndex(site.routes, { only: new Set([shard]), langOf: site.langOf });
    try {
      let count = 0;
      for (const [file, route] of searchable) {
        if (layout.of(route) !== shard) continue;
        count += 1;
        if (count % pagesPerTurn === 0) await new Promise(setImmediate);
        if (count % pagesAhead === 0) await search.settled();
        const html = await render({ route, at: route.path, file: outputFile(route.path) });
        if (html !== undefined) search.add(file, html);
      }
      for (const shardFiles of (await search.files()).values()) for (const [name, content] of shardFiles) files.set(name, content);
    } finally {
      await search.settled();
      await closeSearchIndex();
    }
  }
  return files;
}

/** A file of the search index (its path in the site without the leading slash), made first if the site changed since it was made. */
export async function searchFile(site: Site, version: string, name: string, render: RenderHtml): Promise<Uint8Array | undefined> {
  if (index?.site !== site || index.version !== version) {
    const files = makeIndex(site, render);
    files.catch(() => undefined); // awaited below, and by the next request; a failure must not go unhandled meanwhile
    index = { site, version, files };
  }
  return (await index.files).get(name);
}
