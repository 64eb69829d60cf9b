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
 *
 * Each language has an index of its own (its shards numbered after the default's), in
 * pagefind/<locale>/ for a locale but the default: a page's search finds only pages in its
 * language, and Pagefind stems each one's words by its rules. The header's search link names
 * the page's index (src/shell/SearchButton.tsx).
 */
import { createHash } from 'node:crypto';
import { close, createIndex } from 'pagefind';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { escapeMarkup } from '../../src/escape-markup.ts';
import { searchFolder } from '../../src/site.ts';
import { silentProgress, type Progress } from '../progress/progress.ts';
import { outputFile } from '../output/output-path.ts';

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

/**
 * About this many pages a shard: a rebuild after one edit indexes one shard again, about a second
 * for 200 long articles on a 2-core machine; a visitor's first search fetches a small entry file
 * of each shard (20 at 4,000 pages), which HTTP/2 sends together.
 */
export const pagesPerShard = 200;

export const shardCount = (pages: number): number => Math.max(1, Math.ceil(pages / pagesPerShard));

/** The shard a page's path goes to: the same on every build with as many shards. */
export const shardOf = (pagePath: string, shards: number): number => (shards === 1 ? 0 : createHash('sha256').update(pagePath).digest().readUInt32BE(0) % shards);

/** A shard's folder in the site, within its language's index folder (pagefind, pagefind/es). */
export const shardFolder = (shard: number, folder: string = searchFolder): string => (shard === 0 ? folder : `${folder}/shard-${shard}`);

/** The folder of a language's index: the default's (no locale) pagefind/, another's pagefind/<id>/. */
export const indexFolder = (locale: string | undefined): string => (locale ? `${searchFolder}/${locale}` : searchFolder);

/** The shards of every language's index, numbered one after another, the default's first. */
export interface ShardLayout {
  /** How many shards in all. */
  readonly count: number;
  /** The shard a searchable route's page goes to. */
  readonly of: (route: RouteRecord) => number;
  /** Where a shard is written, its number in its language's index, and how many that index has. */
  readonly at: (shard: number) => { readonly folder: string; readonly local: number; readonly shards: number; readonly lang: string };
}

export function shardLayout(searchable: ReadonlyMap<string, RouteRecord>, langOf: (locale: string | undefined) => string = (locale) => locale ?? 'en'): ShardLayout {
  const sizes = new Map<string | undefined, number>();
  for (const route of searchable.values()) sizes.set(route.locale, (sizes.get(route.locale) ?? 0) + 1);
  if (sizes.size === 0) sizes.set(undefined, 0);
  const first = new Map<string | undefined, number>();
  const at: ReturnType<ShardLayout['at']>[] = [];
  for (const [locale, size] of [...sizes].sort(([a], [b]) => (a === undefined ? -1 : b === undefined ? 1 : a < b ? -1 : 1))) {
    first.set(locale, at.length);
    const shards = shardCount(size);
    for (let local = 0; local < shards; local += 1) at.push({ folder: shardFolder(local, indexFolder(locale)), local, shards, lang: langOf(locale) });
  }
  return {
    count: at.length,
    of: (route) => first.get(route.locale)! + shardOf(route.path, at[first.get(route.locale)!]!.shards),
    at: (shard) => at[shard]!,
  };
}

/** The file that tells the browser how many shards of a language's index to merge. */
export const shardsFileIn = (folder: string): string => `${folder}/shards.json`;
export const shardsFile = shardsFileIn(searchFolder);

/** The routes search finds, by the file their page is written to. */
export const searchableRoutes = (routes: readonly RouteRecord[]): Map<string, RouteRecord> =>
  new Map(routes.filter((route) => route.sitemap !== null).map((route) => [outputFile(route.path), route]));

/**
 * The HTML Pagefind reads for a page: only its <main>, which is the page's content (the head, the
 * header and the footer would only cost time to send and parse), with the meta description first,
 * so a word that is only there finds the page too. Its first heading is the result's title.
 */
export function indexedHtml(html: string, description: string, lang = 'en'): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('The page has no <main> to index');
  const main = html.slice(start, end + '</main>'.length).replace(/^<main\b[^>]*>/, (tag) => `${tag}<p>${escapeMarkup(description)}</p>`);
  return `<!doctype html><html lang="${lang}"><body>${main}</body></html>`;
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
export async function openSearchIndex(
  routes: readonly RouteRecord[],
  { only, progress = silentProgress, langOf }: { only?: ReadonlySet<number>; progress?: Progress; langOf?: (locale: string | undefined) => string } = {},
): Promise<SearchIndex> {
  const searchable = searchableRoutes(routes);
  const layout = shardLayout(searchable, langOf);
  const indexed = [...Array(layout.count).keys()].filter((shard) => !only || only.has(shard));
  const counted = progress.stage('pages indexed', [...searchable.values()].filter((route) => indexed.includes(layout.of(route))).length);
  const indexes = new Map<number, NonNullable<Awaited<ReturnType<typeof createIndex>>['index']>>();
  for (const shard of indexed) {
    const { index, errors } = await createIndex({ rootSelector: 'main', excludeSelectors: notIndexed, forceLanguage: layout.at(shard).lang.toLowerCase() });
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
      const shard = route && layout.of(route);
      const index = shard !== undefined && indexes.get(shard);
      if (!route || !index) return;
      const adding = index.addHTMLFile({ url: route.path, content: indexedHtml(html, route.meta.description, layout.at(shard).lang) }).then(({ errors }) => {
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
        const { folder, local, shards } = layout.at(shard);
        const kept = files.filter(({ path }) => !ownUi.test(path) && (local === 0 || !engineFiles.test(path)));
        const shardFiles = new Map(kept.map(({ path, content }) => [`${folder}/${path}`, content]));
        if (local === 0) shardFiles.set(shardsFileIn(folder), new TextEncoder().encode(JSON.stringify({ shards })));
        written.set(shard, shardFiles);
      }
      return written;
    },
    settled: () => Promise.allSettled(added),
  };
}
