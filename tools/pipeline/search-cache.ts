/**
 * The last search index, kept in the build's cache (search/) under the key of what it indexed:
 * every searchable page's path, description and HTML (by hash), with Pagefind's version and the
 * code that hands it the pages. Pagefind cannot update an index in place, so a build whose
 * searchable pages all came out as before takes the index whole instead of indexing every page.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { filesUnder } from './relative-path.ts';

/** The key of an index of these pages; undefined while a page's HTML is not known yet. */
export async function searchIndexKey(root: string, searchable: ReadonlyMap<string, RouteRecord>, htmlOf: (file: string) => string | undefined): Promise<string | undefined> {
  const hash = createHash('sha256')
    .update(await readFile(path.join(root, 'node_modules/pagefind/package.json')))
    .update(await readFile(new URL('./search-index.ts', import.meta.url)));
  for (const [file, route] of [...searchable].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const html = htmlOf(file);
    if (html === undefined) return undefined;
    hash.update(JSON.stringify([file, route.path, route.meta.description, html]));
  }
  return hash.digest('base64url').slice(0, 32);
}

/** The index kept under `key`, by path relative to the site; undefined when there is none. */
export async function keptSearchIndex(folder: string, key: string): Promise<Map<string, Uint8Array> | undefined> {
  const dir = path.join(folder, key);
  try {
    const files = await filesUnder(dir);
    return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(dir, file))] as const)));
  } catch {
    return undefined;
  }
}

/** Keeps an index under its key, in place of the last one. */
export async function keepSearchIndex(folder: string, key: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  const temporary = path.join(folder, `.${key}.${process.pid}`);
  await rm(temporary, { recursive: true, force: true });
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(temporary, file)), { recursive: true });
    await writeFile(path.join(temporary, file), content);
  }
  const others = await readdir(folder).catch(() => []);
  await Promise.all(others.filter((name) => name !== key && !name.startsWith('.')).map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
  await rm(path.join(folder, key), { recursive: true, force: true });
  await rename(temporary, path.join(folder, key));
}
