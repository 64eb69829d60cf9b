/**
 * The last build's search index, kept in the build's cache (search/) shard by shard, each under
 * the key of what it indexed: its pages' paths, descriptions and HTML (by hash), the number of
 * shards, and the key of this module's code (code-digest.ts), which holds the indexer's and Pagefind's version. Pagefind cannot update an
 * index, so a shard whose pages all came out as before is taken whole; only the others are indexed.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import writeFileAtomic from 'write-file-atomic';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { Progress } from '../progress/progress.ts';
import { codeKey } from '../keys/code-digest.ts';
import { digest } from '../keys/content-hash.ts';
import { noSearchIndex, openSearchIndex, searchableRoutes, shardLayout } from './search-index.ts';

/** The key of a shard of these pages; undefined while a page's HTML is not known. */
export function shardKey(indexer: string, shard: number, shards: number, pages: ReadonlyMap<string, RouteRecord>, htmlOf: (file: string) => string | undefined): string | undefined {
  const described = [...pages].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, route]) => [file, route.path, route.meta.description, htmlOf(file)]);
  return described.some((page) => page[3] === undefined) ? undefined : digest(JSON.stringify([indexer, shard, shards, described]));
}

/** The file a shard is kept in: its files, serialised by V8 as a map of paths to bytes. */
const shardFile = (folder: string, key: string) => path.join(folder, `${key}.shard`);

/** The shard kept under `key`, by path relative to the site; undefined when there is none. */
export const keptShard = (folder: string, key: string): Promise<Map<string, Uint8Array> | undefined> =>
  readFile(shardFile(folder, key)).then((bytes) => deserialize(bytes) as Map<string, Uint8Array>, () => undefined);

/** Keeps the shards just indexed under their keys, and removes the shards of no key in `current`. */
export async function keepShards(folder: string, indexed: ReadonlyMap<string, ReadonlyMap<string, Uint8Array>>, current: ReadonlySet<string>): Promise<void> {
  for (const [key, files] of indexed) await writeFileAtomic(shardFile(folder, key), serialize(files), { fsync: false });
  const present = await readdir(folder).catch(() => []);
  // Not a shard still being written (<key>.shard.<n>), which another build sharing the cache renames next.
  await Promise.all(present.filter((name) => !/\.shard\.\d+$/.test(name) && !current.has(name.replace(/\.shard$/, ''))).map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
}

/** The search index of a build: the shards kept from the last one, and the others indexed as their pages come. */
export interface CachedSearch {
  /** Hands a page to the shard being indexed that holds it, if any; its HTML is asked for only then, and pages are indexed in the order they came. */
  add(file: string, html: string | (() => Promise<string>)): void;
  /** Every file of the index, kept and new, once every page added is indexed. */
  files(): Promise<Map<string, Uint8Array>>;
  /** How many shards were indexed, of how many. */
  readonly indexed: { readonly shards: number; readonly of: number };
  /** Keeps the shards just indexed for the next build; call it once the build succeeded. */
  keep(htmlOf: (file: string) => string | undefined): Promise<void>;
  /** Resolves once Pagefind has finished all it was given. */
  settled(): Promise<unknown>;
}

export async function openCachedSearch(folder: string, routes: readonly RouteRecord[], cachedHtml: (file: string) => string | undefined, progress?: Progress): Promise<CachedSearch> {
  // The searchable pages of each shard, by file.
  const searchable = searchableRoutes(routes);
  const layout = shardLayout(searchable);
  const groups = new Map([...Array(layout.count).keys()].map((shard) => [shard, new Map<string, RouteRecord>()]));
  for (const [file, route] of searchable) groups.get(layout.of(route))!.set(file, route);
  const indexer = await codeKey(import.meta.filename);
  const kept = new Map<number, { key: string; files: Map<string, Uint8Array> }>();
  for (const [shard, pages] of groups) {
    const key = shardKey(indexer, shard, groups.size, pages, cachedHtml);
    const files = key === undefined ? undefined : await keptShard(folder, key);
    if (key !== undefined && files) kept.set(shard, { key, files });
  }
  const toIndex = new Set([...groups.keys()].filter((shard) => !kept.has(shard)));
  const index = toIndex.size > 0 ? await openSearchIndex(routes, { only: toIndex, ...(progress && { progress }) }) : noSearchIndex;
  let indexed: Map<number, Map<string, Uint8Array>> | undefined;
  const toAdd = new Set([...toIndex].flatMap((shard) => [...groups.get(shard)!.keys()]));
  let added = Promise.resolve();
  return {
    add(file, html) {
      if (!toAdd.has(file)) return;
      added = added.then(async () => index.add(file, typeof html === 'string' ? html : await html()));
      added.catch(() => undefined); // awaited by files(); a failure must not go unhandled meanwhile
    },
    async files() {
      await added;
      indexed = await index.files();
      return new Map([...kept.values()].flatMap(({ files }) => [...files]).concat([...indexed.values()].flatMap((files) => [...files])).sort(([a], [b]) => (a < b ? -1 : 1)));
    },
    indexed: { shards: toIndex.size, of: groups.size },
    async keep(htmlOf) {
      const fresh = new Map<string, Map<string, Uint8Array>>();
      for (const [shard, files] of indexed ?? []) {
        const key = shardKey(indexer, shard, groups.size, groups.get(shard)!, htmlOf);
        if (key !== undefined) fresh.set(key, files);
      }
      await mkdir(folder, { recursive: true });
      await keepShards(folder, fresh, new Set([...[...kept.values()].map(({ key }) => key), ...fresh.keys()]));
    },
    settled: () => Promise.allSettled([added, index.settled()]),
  };
}

/** A build without search: adds nothing, writes nothing, keeps nothing. */
export const noSearch: CachedSearch = { ...noSearchIndex, files: async () => new Map(), indexed: { shards: 0, of: 0 }, keep: async () => undefined };
