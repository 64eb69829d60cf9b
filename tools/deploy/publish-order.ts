/**
 * The order a deploy changes a bucket in, so that a visitor never meets a page whose files are
 * not there yet, whenever the deploy is stopped: first the files pages name (hashed assets,
 * pictures, the search index's chunks and engine, the files of public/), then the pages (those new
 * to the bucket before those replaced, as a changed list page may link a new article), then the
 * aliases' redirects (to pages now there), then the files that name other files: feeds, a sitemap
 * index's parts and each search shard's entry file, and last the files that name those (the
 * sitemap, robots.txt, the search index's count of shards). Only then is anything deleted: pages
 * first, what they named last. A deploy stopped at any point leaves every page served with what
 * it names, and running it again finishes it.
 */
import path from 'node:path';
import { feedPath, searchFolder, sitemapPath } from '../../src/site.ts';
import { shardsFileIn } from '../search/search-index.ts';

/** What a file of the site is, for the order. */
export type FileKind = 'file' | 'page' | 'index' | 'root';

/** The steps of a deploy, in order: each waits for the one before it to finish. */
export const phases = ['files', 'new pages', 'pages', 'redirects', 'indexes', 'roots'] as const;
export type Phase = (typeof phases)[number];

const sitemapName = sitemapPath.slice(1);
const feedName = path.posix.basename(feedPath);
const shardsName = path.posix.basename(shardsFileIn(searchFolder));
/** A sitemap index's parts: sitemap-1.xml, sitemap-2.xml, ... beside sitemap.xml. */
const sitemapPart = new RegExp(`^${sitemapName.replace('.xml', '')}-\\d+\\.xml$`);
/** Pagefind's chunks: named by their hash, so a new one never replaces an old one a page still reads. */
const searchChunk = /(^|\/)(fragment|index)\/[^/]+$|\.pf_meta$/;
/** Pagefind's engine, the same for every index of one version: what an entry file's page loads it with. */
const searchEngine = /(^|\/)(pagefind\.js|pagefind-worker\.js|wasm\.[^/]+\.pagefind)$/;

/** What a file of dist/ (its path there, "blog/feed.xml") is for the order. */
export function kindOf(file: string): FileKind {
  const name = path.posix.basename(file);
  if (file.endsWith('.html')) return 'page';
  if (file === sitemapName || file === 'robots.txt') return 'root';
  if (file.startsWith(`${searchFolder}/`)) {
    if (searchChunk.test(file) || searchEngine.test(file)) return 'file';
    return name === shardsName ? 'root' : 'index';
  }
  if (sitemapPart.test(file) || name === feedName) return 'index';
  return 'file';
}

/** The phase an upload of this kind belongs to; a page's depends on whether the bucket has it yet. */
export function phaseOf(kind: FileKind | 'redirect', inBucket: boolean): Phase {
  if (kind === 'redirect') return 'redirects';
  if (kind === 'page') return inBucket ? 'pages' : 'new pages';
  if (kind === 'file') return 'files';
  return kind === 'index' ? 'indexes' : 'roots';
}

/** The order deletions go in: pages and redirects, then what named files, then the files they named. */
const deletionRank: Record<FileKind, number> = { page: 0, root: 1, index: 2, file: 3 };

/** Keys to delete (with the prefix `prefix`), in the order they may go: no remaining page names what is gone. */
export const deletionOrder = (keys: readonly string[], prefix: string): string[] =>
  [...keys].sort((a, b) => deletionRank[kindOf(a.slice(prefix.length))] - deletionRank[kindOf(b.slice(prefix.length))] || (a < b ? -1 : a > b ? 1 : 0));
