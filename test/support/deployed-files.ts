/**
 * What a test of `npm run deploy` reads: the files of a built site a bucket should serve and its
 * aliases (from the build's own files, not through the deploy's code), the type each kind of file
 * needs, what the deploy said, and the post the test adds to its copy of the project.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hostFileNames } from '../../tools/site-files/host-files.ts';

/** The aliases of the built site, from serve.json (whose sources have no trailing slash), with their pages. */
export const aliasesOf = (dir: string): { alias: string; page: string }[] =>
  (JSON.parse(readFileSync(path.join(dir, 'serve.json'), 'utf8')) as { redirects: { source: string; destination: string }[] }).redirects.map(({ source, destination }) => ({ alias: `${source}/`, page: destination }));

/** Every file of the built site a bucket should serve, by path, with the MD5 of its bytes: not the host rule files, nor an alias's own page. */
export function servedFiles(dir: string): Map<string, string> {
  const aliasFiles = new Set(aliasesOf(dir).map(({ alias }) => `${alias.slice(1)}index.html`));
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !aliasFiles.has(file) && !(hostFileNames as readonly string[]).includes(file))
      .map((file) => [file, createHash('md5').update(readFileSync(path.join(dir, file))).digest('hex')]),
  );
}

/** What a deploy said on stderr, without the lines of its progress (printed there as the build's are, past a second). */
export const said = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => !/ · \d+ s$| \d+ in [\d.]+ s$/.test(line))
    .join('\n');

/** What a deploy's list (--dry-run, --verbose) names with this verb. */
export const listed = (stdout: string, verb: 'upload' | 'redirect' | 'delete') => stdout.split('\n').flatMap((line) => (line.startsWith(`  ${verb} `) ? [line.slice(11).split(' -> ')[0]!] : [])).sort();
export const sorted = (keys: Iterable<string>) => [...keys].sort();

/** The types a visitor's browser needs, by file extension; Pagefind reads its own formats as bytes. */
export const typeByExtension: Record<string, string> = {
  ...Object.fromEntries(['.pf_meta', '.pf_index', '.pf_fragment', '.pagefind'].map((extension) => [extension, 'application/octet-stream'])),
  ...{ '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8' },
  ...{ '.xml': 'application/xml', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif' },
  ...{ '.mp4': 'video/mp4', '.webm': 'video/webm', '.ico': 'image/vnd.microsoft.icon', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json' },
};

/** A post of the test's own, with an alias, which it edits (its closing line) and removes: no owner's article is touched. */
export const postFile = 'src/content/articles/deploy-test-post.mdx';
export const [postPath, postAlias] = ['/blog/deploy-test-post/', '/deploy-test-post/'];
export const post = (closing: string) => `---
title: Deploy Test Post
description: A post the deploy test adds to its copy of the site, about exporting a CapCut edit at the settings a platform plays best.
lead: Export settings, step by step.
category: Tutorial
icon: captions
tags: [export]
blog: listed
published: 2025-06-01
aliases: [${postAlias}]
---

## The export settings {#settings}

Open CapCut and pick the resolution your platform plays best; the [download page](/download/) has the official links.

${closing}
`;
