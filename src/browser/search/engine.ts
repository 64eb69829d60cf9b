/**
 * The search engine in the browser: Pagefind's own script and the index the build wrote to
 * its folder (tools/search/search-index.ts). Loaded on the first search, never before; Pagefind then
 * fetches only the index chunks a query needs. It compiles WebAssembly, which is why the site's
 * Content-Security-Policy allows 'wasm-unsafe-eval' (tools/render/csp.ts) and nothing more.
 */
import { browserSite } from '../settings.ts';
import { searchFolder } from '../../site.ts';
import { hitFor, type FoundPage, type SearchHit } from './hits.ts';

interface Pagefind {
  options(options: Readonly<Record<string, unknown>>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options: Readonly<Record<string, unknown>>): Promise<void>;
  search(term: string): Promise<{ readonly results: readonly { data(): Promise<FoundPage> }[] } | null>;
}

/** Longer input is cut: no page has a phrase this long, and the engine's work grows with it. */
const longestQuery = 200;

/** How many pages the dialog lists; the rest are rarely what the visitor wanted. */
const shown = 8;

let engine: Promise<Pagefind> | undefined;

/** The index holds paths of the site; the dialog puts the base path in front when it navigates. */
const searchOptions = { baseUrl: '/', excerptLength: 24 } as const;

/** How many shards the index in `folder` has (tools/search/search-index.ts): one, unless the site is large. */
async function shardCount(folder: string): Promise<number> {
  const response = await fetch(browserSite.sitePath(`${folder}shards.json`));
  if (!response.ok) throw new Error(`The search index could not be loaded (${response.status})`);
  return ((await response.json()) as { shards: number }).shards;
}

/** The folder of the page's language's index, as the header's search link names it ("/pagefind/es/"). */
const indexFolder = (): string => document.querySelector<HTMLElement>('[data-index]')?.dataset.index ?? `/${searchFolder}/`;

function loadEngine(): Promise<Pagefind> {
  if (engine) return engine;
  const folder = indexFolder();
  // The shard count is fetched beside the engine, so a site of one shard waits for nothing more.
  const shards = shardCount(folder);
  shards.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
  engine = (import(/* a file of the site, not of the bundle */ browserSite.sitePath(`${folder}pagefind.js`)) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options(searchOptions);
    await pagefind.init();
    // A large site's index comes in shards, merged into the first (pagefind/) and searched together.
    const count = await shards;
    await Promise.all(Array.from({ length: count - 1 }, (_, index) => pagefind.mergeIndex(browserSite.sitePath(`${folder}shard-${index + 1}/`), searchOptions)));
    return pagefind;
  });
  // A failed load (offline, a new deploy) is tried again on the next search.
  engine.catch(() => (engine = undefined));
  return engine;
}

/** Starts loading the engine while the visitor is still typing; a failure shows on the first search. */
export const warmUpEngine = (): void => void loadEngine().catch(() => undefined);

/** The pages that match the query, best first; none for a blank query. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const term = query.trim().slice(0, longestQuery);
  if (!term) return [];
  const found = await (await loadEngine()).search(term);
  const pages = await Promise.all((found?.results ?? []).slice(0, shown).map((result) => result.data()));
  return pages.map(hitFor);
}
