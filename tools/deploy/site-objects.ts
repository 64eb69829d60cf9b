/**
 * The objects a built site makes in a bucket: each file of dist/ at its key, with the
 * Content-Type its name gives (mime-types, from the mime-db that servers share) and the
 * Cache-Control _headers gives its path (cacheControlOf, host-files.ts: one rule for both), and
 * each alias of the build's _redirects as an empty object whose website redirect location is its
 * page, under the base path, in place of the alias's own HTML file. The host rule files
 * (_headers, _redirects, serve.json) are for hosts that read them, not for visitors: left out.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentType } from 'mime-types';
import pLimit from 'p-limit';
import { stripBase } from '../../src/site-address.ts';
import { outputFile } from '../output/output-path.ts';
import { aliasesIn, cacheControlOf, hostFileNames } from '../site-files/host-files.ts';
import type { SiteObject } from './deploy-plan.ts';
import { kindOf } from './publish-order.ts';

export const md5Of = (bytes: Uint8Array | string): string => createHash('md5').update(bytes).digest('hex');

/** What a file is sent as: text as UTF-8, as the build writes it; a name mime-db does not know as bytes. */
export const contentTypeOf = (file: string): string => contentType(path.posix.basename(file)) || 'application/octet-stream';

/** Every file under `dir`, by its path there with forward slashes, sorted. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The objects the site built in `dir` makes under `prefix`; `base` is its base path ("" or
 * "/docs"), which its _redirects writes in front of every path. `onFile` is told of each file read.
 */
export async function siteObjects(dir: string, prefix: string, base: string, onFile: () => void = () => undefined): Promise<SiteObject[]> {
  const redirects = await readFile(path.join(dir, '_redirects'), 'utf8').catch(() => '');
  const aliases = aliasesIn(redirects).map(({ alias, path: target }) => ({ file: outputFile(stripBase(base, alias) ?? alias), target }));
  const aliasFiles = new Set(aliases.map(({ file }) => file));
  const skipped = new Set<string>([...hostFileNames, ...aliasFiles]);
  const files = (await filesIn(dir)).filter((file) => !skipped.has(file));
  // Read a few at a time: a large site has tens of thousands of files, and each is read whole.
  const limit = pLimit(16);
  const read = await Promise.all(
    files.map((file) =>
      limit(async (): Promise<SiteObject> => {
        const bytes = await readFile(path.join(dir, file));
        onFile();
        return { key: prefix + file, file, kind: kindOf(file), bytes: bytes.length, md5: md5Of(bytes), contentType: contentTypeOf(file), cacheControl: cacheControlOf(`/${file}`) };
      }),
    ),
  );
  const redirected = aliases.map(({ file, target }): SiteObject => ({ key: prefix + file, kind: 'redirect', bytes: 0, md5: md5Of(''), cacheControl: cacheControlOf(`/${file}`), redirect: target }));
  return [...read, ...redirected];
}
