/**
 * The last build's search index, kept in the build's cache (search/) shard by shard, each under
 * the key of what it indexed: its pages' paths, descriptions and HTML (by hash), the number of
 * shards, Pagefind's version and the code that hands it the pages. Pagefind cannot update an
 * index, so a shard whose pages all came out as before is taken whole; only the others are indexed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { Progress } from '../progress/progress.ts';
import { filesUnder } from '../output/relative-path.ts';
import { noSearchIndex, openSearchIndex, searchableRoutes, shardLayout } from './search-index.ts';

/** The searchable pages of each shard, by file. */
export function shardsOf(searchable: ReadonlyMap<string, RouteRecord>): Map<number, Map<string, RouteRecord>> {
  const layout = shardLayout(searchable);
  const groups = new Map([...Array(layout.count).keys()].map((shard) => [shard, new Map<string, RouteRecord>()]));
  for (const [file, route] of searchable) groups.get(layout.of(route))!.set(file, route);
  return groups;
}

/** What every shard's key starts from: the indexer's code and Pagefind's version. */
export async function indexerDigest(root: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path.join(root, 'node_modules/pagefind/package.json')))
    .update(await readFile(new URL('./search-index.ts', import.meta.url)))
    .digest('base64url');
}

/** The key of a shard of these pages; undefined while a page's HTML is not known. */
export function shardKey(indexer: string, shard: number, shards: number, pages: ReadonlyMap<string, RouteRecord>, htmlOf: (file: string) => string | undefined): string | undefined {
  const hash = createHash('sha256').update(JSON.stringify([indexer, shard, shards]));
  for (const [file, route] of [...pages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const html = htmlOf(file);
    if (html === undefined) return undefined;
    hash.update(JSON.stringify([file, route.path, route.meta.description, html]));
  }
  return hash.digest('base64url').slice(0, 32);
}

/** The shard kept under `key`, by path relative to the site; undefined when there is none. */
export async function keptShard(folder: string, key: string): Promise<Map<string, Uint8Array> | undefined> {
  const dir = path.join(folder, key);
  try {
    const files = await filesUnder(dir);
    return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(dir, file))] as const)));
  } catch {
    return undefined;
  }
}

/** Keeps the shards just indexed under their keys, and removes the shards of no key in `current`. */
export async function keepShards(folder: string, indexed: ReadonlyMap<string, ReadonlyMap<string, Uint8Array>>, current: ReadonlySet<string>): Promise<void> {
  for (const [key, files] of indexed) {
    // Written aside and renamed, so a build stopped midway leaves no half shard under a key.
    const temporary = path.join(folder, `.${key}.${process.pid}`);
    await rm(temporary, { recursive: true, force: true });
    await Promise.all(
      [...files].map(async ([file, content]) => {
        await mkdir(path.dirname(path.join(temporary, file)), { recursive: true });
        await writeFile(path.join(temporary, file), content);
      }),
    );
    await rm(path.join(folder, key), { recursive: true, force: true });
    await rename(temporary, path.join(folder, key));
  }
  const present = await readdir(folder).catch(() => []);
  await Promise.all(present.filter((name) => !current.has(name)).map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
}

/** The search index of a build: the shards kept from the last one, and the others indexed as their pages come. */
export interface CachedSearch {
  /** Hands a page to the shard being indexed that holds it, if any. */
  add(file: string, html: string): void;
  /** Every file of the index, kept and new, once every page added is indexed. */
  files(): Promise<Map<string, Uint8Array>>;
  /** How many shards were indexed, of how many. */
  readonly indexed: { readonly shards: number; readonly of: number };
  /** Keeps the shards just indexed for the next build; call it once the build succeeded. */
  keep(htmlOf: (file: string) => string | undefined): Promise<void>;
  /** Resolves once Pagefind has finished all it was given. */
  settled(): Promise<unknown>;
}

export async function openCachedSearch(root: string, folder: string, routes: readonly RouteRecord[], cachedHtml: (file: string) => string | undefined, progress?: Progress): Promise<CachedSearch> {
  const groups = shardsOf(searchableRoutes(routes));
  const indexer = await indexerDigest(root);
  const kept = new Map<number, { key: string; files: Map<string, Uint8Array> }>();
  for (const [shard, pages] of groups) {
    const key = shardKey(indexer, shard, groups.size, pages, cachedHtml);
    const files = key === undefined ? undefined : await keptShard(folder, key);
    if (key !== undefined && files) kept.set(shard, { key, files });
  }
  const toIndex = new Set([...groups.keys()].filter((shard) => !kept.has(shard)));
  const index = toIndex.size > 0 ? await openSearchIndex(routes, { only: toIndex, ...(progress && { progress }) }) : noSearchIndex;
  let indexed: Map<number, Map<string, Uint8Array>> | undefined;
  return {
    add: index.add,
    async files() {
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
    settled: index.settled,
  };
}

/** A build without search: adds nothing, writes nothing, keeps nothing. */
export const noSearch: CachedSearch = { ...noSearchIndex, files: async () => new Map(), indexed: { shards: 0, of: 0 }, keep: async () => undefined };
