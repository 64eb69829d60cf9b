/** Paths inside a folder as URLs and the site's file lists write them: relative, with forward slashes on every system. */
import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** `to` relative to the folder `from`, with forward slashes ("assets/core-AB12.js"). */
export const relativePath = (from: string, to: string): string => path.relative(from, to).split(path.sep).join('/');

const listed = (dir: string, entries: readonly Dirent[]): string[] =>
  entries
    .filter((entry) => entry.isFile())
    .map((entry) => relativePath(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Every file under a folder, relative to it, sorted so the list is the same on every run. */
export async function filesUnder(dir: string): Promise<string[]> {
  return listed(dir, await readdir(dir, { recursive: true, withFileTypes: true }));
}

/** The same list as `filesUnder`, read synchronously, for callers that are synchronous themselves. */
export const filesUnderSync = (dir: string): string[] => listed(dir, readdirSync(dir, { recursive: true, withFileTypes: true }));
