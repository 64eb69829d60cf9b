/**
 * The site search's index. Pagefind (https://pagefind.app) indexes every canonical page that
 * search engines may index (no alias, no noindex page) and writes its index files under
 * pagefind/; the browser loads its engine and only the index chunks a query needs, when the
 * visitor first opens search (src/browser/search/).
 *
 * Pagefind runs as a process of its own: pages go to it as they are rendered, so indexing runs
 * beside the render on another core, and only the writing of the index waits for the last page.
 *
 * A large site's index is split into shards of about `pagesPerShard` pages, each page's shard
 * chosen by its path: Pagefind cannot update an index (it indexes every page again), so a rebuild
 * after one page changed indexes that page's shard alone and keeps the others (search-cache.ts).
 * The first shard is the engine's own index in pagefind/; the others, pagefind/shard-<n>/, hold
 * only their index files, and the browser merges them into the first (Pagefind's mergeIndex),
 * told how many there are by pagefind/shards.json. A site of up to `pagesPerShard` pages has one.
 */
import { createHash } from 'node:crypto';
import { close, createIndex } from 'pagefind';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { escapeMarkup } from '../../src/escape-markup.ts';
import { searchFolder } from '../../src/site.ts';
import { silentProgress, type Progress } from '../progress/progress.ts';
import { outputFile } from './output-path.ts';

/**
 * What search leaves out of a page's main content: what is not the page's own text (icons,
 * controls, tables of contents, previous/next and page links, which are <nav>s) and lists of links
 * to other pages (link lists, the blog's grids of post cards), whose words would find this page
 * instead of theirs.
 */
export const notIndexed = ['svg', 'nav', 'button', '[aria-hidden="true"]', '.link-list', '.post-grid', '.home-sidebar', '.search-box'];

/** Pagefind's own search interfaces, which it writes beside the engine; the site has its own (src/browser/search/). */
const ownUi = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

/** The engine's files, which only the first shard needs: merged shards are searched with its WebAssembly. */
const engineFiles = /^(pagefind\.js|pagefind-worker\.js|wasm\..*)$/;

/** About this many pages a shard: indexing one takes about a second on a 2-core machine. */
export const pagesPerShard = 500;

export const shardCount = (pages: number): number => Math.max(1, Math.ceil(pages / pagesPerShard));

/** The shard a page's path goes to: the same on every build with as many shards. */
export const shardOf = (pagePath: string, shards: number): number => (shards === 1 ? 0 : createHash('sha256').update(pagePath).digest().readUInt32BE(0) % shards);

/** A shard's folder in the site. */
export const shardFolder = (shard: number): string => (shard === 0 ? searchFolder : `${searchFolder}/shard-${shard}`);

/** The file that tells the browser how many shards to merge. */
export const shardsFile = `${searchFolder}/shards.json`;

/** The routes search finds, by the file their page is written to. */
export const searchableRoutes = (routes: readonly RouteRecord[]): Map<string, RouteRecord> =>
  new Map(routes.filter((route) => route.sitemap !== null).map((route) => [outputFile(route.path), route]));

/**
 * The HTML Pagefind reads for a page: only its <main>, which is the page's content (the head, the
 * header and the footer would only cost time to send and parse), with the meta description first,
 * so a word that is only there finds the page too. Its first heading is the result's title.
 */
export function indexedHtml(html: string, description: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('The page has no <main> to index');
  const main = html.slice(start, end + '</main>'.length).replace(/^<main\b[^>]*>/, (tag) => `${tag}<p>${escapeMarkup(description)}</p>`);
  return `<!doctype html><html lang="en"><body>${main}</body></html>`;
}

export interface SearchIndex {
  /** Hands Pagefind a page's document if search should find it and its shard is being indexed; other files are left out. */
  add(file: string, html: string): void;
  /** The index files of each shard indexed, by path relative to the output folder, once every page added is indexed. */
  files(): Promise<Map<number, Map<string, Uint8Array>>>;
  /** Resolves once Pagefind has finished all it was given, failed or not: its process panics when closed while it works. */
  settled(): Promise<unknown>;
}

/** A build without search: adds nothing, writes nothing. */
export const noSearchIndex: SearchIndex = { add: () => undefined, files: async () => new Map(), settled: async () => undefined };

/** Stops Pagefind's process, which would otherwise keep the build's process running; call it always, after success or failure. */
export const closeSearchIndex = (): Promise<unknown> => close();

/** An index of the shards named (all of them unless told), for the searchable pages of `routes`, telling `progress` how many it has indexed. */
export async function openSearchIndex(routes: readonly RouteRecord[], { only, progress = silentProgress }: { only?: ReadonlySet<number>; progress?: Progress } = {}): Promise<SearchIndex> {
  const searchable = searchableRoutes(routes);
  const shards = shardCount(searchable.size);
  const indexed = [...Array(shards).keys()].filter((shard) => !only || only.has(shard));
  const counted = progress.stage('pages indexed', [...searchable.values()].filter((route) => indexed.includes(shardOf(route.path, shards))).length);
  const indexes = new Map<number, NonNullable<Awaited<ReturnType<typeof createIndex>>['index']>>();
  for (const shard of indexed) {
    const { index, errors } = await createIndex({ rootSelector: 'main', excludeSelectors: notIndexed, forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    indexes.set(shard, index);
  }
  const added: Promise<unknown>[] = [];
  const failIf = (what: string, errors: readonly string[]) => {
    if (errors.length > 0) throw new Error(`Pagefind could not ${what}: ${errors.join('; ')}`);
  };
  return {
    add(file, html) {
      const route = searchable.get(file);
      const index = route && indexes.get(shardOf(route.path, shards));
      if (!route || !index) return;
      const adding = index.addHTMLFile({ url: route.path, content: indexedHtml(html, route.meta.description) }).then(({ errors }) => {
        failIf(`index ${route.path}`, errors);
        counted.did();
      });
      adding.catch(() => undefined); // awaited by files(); a failure must not go unhandled meanwhile
      added.push(adding);
    },
    async files() {
      await Promise.all(added);
      counted.end();
      const written = new Map<number, Map<string, Uint8Array>>();
      for (const [shard, index] of indexes) {
        const writing = index.getFiles();
        added.push(writing);
        const { files, errors } = await writing;
        failIf('write its index', errors);
        const kept = files.filter(({ path }) => !ownUi.test(path) && (shard === 0 || !engineFiles.test(path)));
        const shardFiles = new Map(kept.map(({ path, content }) => [`${shardFolder(shard)}/${path}`, content]));
        if (shard === 0) shardFiles.set(shardsFile, new TextEncoder().encode(JSON.stringify({ shards })));
        written.set(shard, shardFiles);
      }
      return written;
    },
    settled: () => Promise.allSettled(added),
  };
}
