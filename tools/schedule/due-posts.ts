/**
 * Whether a scheduled rebuild is needed: a post is due (not a draft, its time come) that the
 * deployed site does not have yet. The deployed site is read from its sitemap, which lists every
 * published article (a sitemap index is followed), at its URL or in a local folder; the posts
 * from their front matter alone (no body is compiled), so the check takes a second.
 */
import { siteLocales } from '../../src/i18n/locales.ts';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { parse } from 'yaml';
import { instantOf, recordedDate } from '../../src/article-dates.ts';
import { stripBase } from '../../src/site-address.ts';
import { sitemapPath } from '../../src/site.ts';
import { articleFilesIn, split } from '../content/article-files.ts';

export interface PostTime {
  readonly file: string;
  readonly path: string;
  /** As the record holds it (recordedDate). */
  readonly published: string;
  readonly draft: boolean;
}

/**
 * Each article file's path and publication, from its front matter, the translations of each
 * language's folder (`locales`, their ids) included; a file the build would refuse is skipped
 * (the build says why).
 */
export function postTimes(root: string, articlesDir: string, locales: readonly string[] = siteLocales.slice(1).map(({ id }) => id)): PostTime[] {
  const own = filesIn(root, articlesDir, '');
  return [...own, ...locales.filter((id) => existsSync(path.join(root, articlesDir, id))).flatMap((id) => filesIn(root, path.join(articlesDir, id), `/${id}`))];
}

/** The article files of one folder (`name.mdx` and `name/index.mdx`), their default path under `prefix`. */
function filesIn(root: string, articlesDir: string, prefix: string): PostTime[] {
  const folder = path.join(root, articlesDir);
  return articleFilesIn(folder)
    .flatMap((name) => {
      const parts = split(readFileSync(path.join(folder, name), 'utf8'));
      let fields: Record<string, unknown>;
      try {
        fields = (parts && parse(parts.yaml)) ?? {};
      } catch {
        return [];
      }
      const published = typeof fields.published === 'string' ? recordedDate(fields.published) : undefined;
      if (!published) return [];
      const slug = name.replace(/(\/index)?\.mdx?$/, '');
      return [{ file: path.join(articlesDir, name), path: typeof fields.path === 'string' ? fields.path : `${prefix}/blog/${slug}/`, published, draft: fields.draft === true }];
    });
}

/** The posts due at `at` that the deployed site lacks, earliest first. */
export const duePosts = (posts: readonly PostTime[], deployed: ReadonlySet<string>, at: number): PostTime[] =>
  posts.filter((post) => !post.draft && instantOf(post.published) <= at && !deployed.has(post.path)).sort((a, b) => instantOf(a.published) - instantOf(b.published));

/** The next post to come after `at`, if any. */
export const nextPost = (posts: readonly PostTime[], at: number): PostTime | undefined =>
  posts.filter((post) => !post.draft && instantOf(post.published) > at).sort((a, b) => instantOf(a.published) - instantOf(b.published))[0];

const xml = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/**
 * The paths of the site a deployed sitemap lists. `read` gives a file of the deployed site by its
 * path in the site ("/sitemap.xml"); `base` is the site's base path, which its URLs start with.
 */
export async function deployedPaths(read: (sitePath: string) => Promise<string>, base: string): Promise<Set<string>> {
  const pathOf = (loc: string) => stripBase(base, new URL(loc).pathname) ?? new URL(loc).pathname;
  const paths = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    const document = xml.parse(await read(file)) as { urlset?: { url?: { loc: string }[] }; sitemapindex?: { sitemap?: { loc: string }[] } };
    for (const { loc } of document.urlset?.url ?? []) paths.add(pathOf(loc));
    for (const { loc } of document.sitemapindex?.sitemap ?? []) await visit(pathOf(loc));
  };
  await visit(sitemapPath);
  return paths;
}

/** Reads the deployed site's files over HTTP from its address (origin and base path). */
export const fromUrl =
  (origin: string, base: string) =>
  async (sitePath: string): Promise<string> => {
    const url = `${origin}${base}${sitePath}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  };

/** Reads a copy of the deployed site in a folder. */
export const fromFolder = (folder: string) => (sitePath: string) => readFile(path.join(folder, sitePath), 'utf8');

/** Whether a deployed site is a preview build: its robots.txt disallows every path (a preview's drafts and scheduled posts say nothing of what production has). */
export async function isPreview(read: (sitePath: string) => Promise<string>): Promise<boolean> {
  const robots = await read('/robots.txt').catch(() => '');
  return /^Disallow:\s*\/\s*$/m.test(robots);
}
