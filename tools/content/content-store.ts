/**
 * The content store: the site's content loaded once, then brought up to date for the files that
 * changed since. `npm run build` settles an empty store once (loadContent); `npm run dev` keeps its
 * store and settles it after every save, so both read, check and make the site value by one code,
 * as Astro's content layer serves `astro build` and `astro dev`.
 *
 * Every article file of the English folder and of each language's is read (by its bytes through the
 * compile cache: a file checked before is not parsed again, compile-article.ts) and checked against
 * its folder (article-files.ts); the site value is made from the articles (site-value.ts) when any
 * of them changed, or what they are made with. A body edited alone changes no site value: the
 * site's record reads its body's tree through the file's entry, which holds the newest. Many bodies
 * to compile go to the compiler's threads (compile-pool.ts).
 *
 * The store is plain data (ContentState): `npm run dev` keeps it while Vite evaluates this code
 * again after a save of a module it imports, and tells it what changed (changedFiles, changedCode).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BodyTree } from '../markdown/compiled-body.ts';
import { figureNames } from '../../src/facts-by-name.ts';
import { lazyMarked, markedDigest } from '../keys/digest-mark.ts';
import { glossaryNotice, glossaryProblems, isTranslationFile } from '../../src/i18n/glossary/check.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import type { SiteSettings } from '../../src/site-address.ts';
import type { Site } from '../../src/site-context.tsx';
import { compileHere, type BodyFacts, type Compile } from '../markdown/compile-article.ts';
import { compilePool } from '../markdown/compile-pool.ts';
import { minutesToRead } from '../markdown/reading-time.ts';
import { filesUnderSync } from '../output/relative-path.ts';
import { keptFactsFolder } from '../pictures/article-images.ts';
import { silentProgress } from '../progress/progress.ts';
import { articleCache, articleCacheFolders, articleContext, articleFilesIn, checkArticleFile, checkKey, folderSlugs, type ArticleCache, type ArticleContext, type Checked, type MarkdownArticle } from './article-files.ts';
import { articleHistory, type ArticleHistory } from './article-history.ts';
import { contentFrom, type ContentSources, type LoadedContent } from './site-value.ts';

/** An article file as the store holds it. */
export interface FileEntry {
  /** The folder of articles it is in (the English articles', or a language's translations'), and its name there. */
  readonly folder: string;
  readonly name: string;
  /** The key its check was made under (article-files.ts checkKey: its bytes, its code and what it was checked against), and what it was checked against alone. */
  key?: string;
  context?: string;
  /** Its article and the problems found in it. */
  checked?: Checked;
  /** Its body's tree as it is now, which the site's record of it reads. */
  tree?: BodyTree;
  /** Its last article without a problem: what `npm run dev` shows, under the message, while the file has one. */
  lastGood?: MarkdownArticle;
}

/** The content made last: the site, what the build says about it, and every problem found. */
export interface SettledContent extends LoadedContent {
  readonly problems: readonly string[];
}

/** The store: plain data, kept by `npm run dev` between saves. */
export interface ContentState {
  /** Every article file, by absolute path. */
  readonly files: Map<string, FileEntry>;
  /** What changed since the content was last settled: files read again, the folders listed again, the site made again (code, pictures), the article code's key taken again. */
  readonly pending: { readonly files: Set<string>; list: boolean; site: boolean; checks: boolean };
  /** The compile cache and the key of the code that checks an article, as the code now is. */
  cache?: ArticleCache;
  history?: Promise<ArticleHistory>;
  content?: SettledContent;
  /** Counts up with every change of what the content shows, a body alone included. */
  generation: number;
  /** The files the last settle read and checked anew, not from the cache: what `npm run build -- --why` names when many articles changed. */
  fresh: string[];
}

export const emptyContentState = (): ContentState => ({ files: new Map(), pending: { files: new Set(), list: true, site: true, checks: true }, generation: 0, fresh: [] });

/** The pictures an article may show (article-images.ts reads them by their bytes): a file beside the articles with another name is none. */
const pictureFile = /\.(jpe?g|png|webp|avif|heic|heif|gif|svg)$/i;

/** Tells the store which files changed (an article file or a picture beside one, by absolute path), and whether files came or went. */
export function changedFiles(state: ContentState, files: readonly string[], listed = false): void {
  for (const file of files) if (/\.mdx?$/.test(file)) state.pending.files.add(file);
  // A picture is read and checked with the site value; an editor's scratch file beside an article (`sedX1b2`, `.x.mdx.swp`) is no picture.
  if (files.some((file) => pictureFile.test(file))) state.pending.site = true;
  if (listed) state.pending.list = true;
}

/** Tells the store that code it is made with was saved: the article code (read and check every file again) or the rest (make the site again). */
export function changedCode(state: ContentState, { articles }: { readonly articles: boolean }): void {
  if (articles) state.pending.checks = true;
  state.pending.site = true;
}

/** The folders of article files: the English articles', then each language's translations' that exists. */
export const articleFolders = (root: string, articlesDir: string, locales = siteLocales): { folder: string; locale?: string }[] => {
  const english = path.resolve(root, articlesDir);
  return [{ folder: english }, ...locales.slice(1).flatMap(({ id }) => (existsSync(path.join(english, id)) ? [{ folder: path.join(english, id), locale: id }] : []))];
};

/** What a translation may name (translationOf), by slug: every English article (a card names them as the original does). */
export const originalsOf = (articles: readonly MarkdownArticle[]): Map<string, { path: string }> => new Map(articles.map((article) => [article.record.slug, { path: article.record.path }]));

/** Bodies to compile past this many go to the compiler's threads: fewer compile sooner in this thread than a thread starts. */
const manyBodies = 24;

export type StoreSources = Omit<ContentSources, 'keptPictures'> & { readonly articlesDir: string; readonly cacheDir: string };

/**
 * A tree that is the file's as it is now: the site keeps a record whose body alone changed, and its
 * page shows the new body (a build settles once, so its trees never change).
 */
const entryTree = (entry: FileEntry): BodyTree =>
  lazyMarked(
    () => markedDigest(entry.tree!)!,
    () => entry.tree!,
  );

/** An entry's article as the site holds it: its body read through the entry. */
const throughEntry = (entry: FileEntry, article: MarkdownArticle): MarkdownArticle => ({ ...article, record: { ...article.record, content: { ...article.record.content, body: entryTree(entry) } } });

/** Whether the body of an article places a component that lays out data, whose words its minutes add (site-value.ts). */
type LaysOutData = (content: MarkdownArticle['record']['content']) => boolean;

/** Whether two articles of a file differ only in their body's tree, and in words that read in as many minutes. */
function sameButTree(before: MarkdownArticle, after: MarkdownArticle, laysOutData: LaysOutData): boolean {
  const shape = ({ record: { content, ...record }, words, ...rest }: MarkdownArticle) => {
    const { body: _body, ...kept } = content;
    // An article that lays out data adds its components' words to its own: only the same count gives the same minutes.
    return JSON.stringify([record, kept, rest, laysOutData(content) ? words : minutesToRead(words)]);
  };
  return shape(before) === shape(after);
}

/** Lists the folders again: files added are held (to be read), files gone are let go. True when one came or went (an editor that saves by renaming changes none). */
function list(state: ContentState, folders: readonly { folder: string }[]): boolean {
  const seen = new Set<string>();
  let changed = false;
  for (const { folder } of folders)
    for (const name of articleFilesIn(folder)) {
      const file = path.join(folder, name);
      seen.add(file);
      if (!state.files.has(file)) {
        state.files.set(file, { folder, name });
        changed = true;
      }
    }
  for (const file of state.files.keys())
    if (!seen.has(file)) {
      state.files.delete(file);
      changed = true;
    }
  return changed;
}

/**
 * Checks the files of one folder that changed: a file never read, saved since, or checked against
 * another context (a slug added or gone, a translation's original moved) is read and checked; the
 * others are as they were. True when an article changed other than in its body alone.
 */
async function settleFolder(state: ContentState, entries: readonly FileEntry[], context: ArticleContext, compile: Compile, report: boolean, laysOutData: LaysOutData): Promise<{ changed: boolean; bodies: boolean }> {
  const cache = state.cache!;
  const bodies = new Map<string, Promise<BodyFacts>>();
  const check = { context, cache, bodies, compile };
  let changed = false;
  let bodiesChanged = false;
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.folder, entry.name);
      if (entry.key !== undefined && !state.pending.files.has(file) && entry.context === context.signature) return;
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        // Gone since it was listed: the next listing lets it go.
        return;
      }
      const key = checkKey(context, cache, entry.name, bytes);
      entry.context = context.signature;
      if (key === entry.key) return;
      entry.key = key;
      const before = entry.checked;
      const { checked, fresh } = await checkArticleFile(entry.name, bytes, key, check);
      if (fresh) state.fresh.push(path.relative(context.root, file));
      const good = checked.article !== undefined && checked.problems.length === 0;
      // The site shows the newest tree of a file, but for a body with a mistake, which it shows as it last was (npm run dev).
      if (checked.article && (good || !report)) entry.tree = checked.article.record.content.body;
      entry.checked = checked.article ? { ...checked, article: throughEntry(entry, checked.article) } : checked;
      if (good) entry.lastGood = entry.checked.article;
      const bodyAlone = before?.article !== undefined && checked.article !== undefined && JSON.stringify(before.problems) === JSON.stringify(checked.problems) && sameButTree(before.article, checked.article, laysOutData);
      if (bodyAlone) {
        // The site keeps the record it has, whose tree is the entry's.
        entry.checked = before;
        bodiesChanged = true;
      } else changed = true;
    }),
  );
  return { changed, bodies: bodiesChanged };
}

/**
 * The articles of one folder and the problems found in them, read and checked as the store reads
 * them (a translations' folder with its language and originals): for a test or a tool that needs
 * one folder's articles, not the site.
 */
export async function readArticleFolder(folder: string, root: string, cacheFolder: string, translations?: { readonly locale: string; readonly originals: ReadonlyMap<string, { readonly path: string }> }): Promise<{ articles: MarkdownArticle[]; problems: string[] }> {
  const state = emptyContentState();
  state.cache = await articleCache(cacheFolder);
  list(state, [{ folder }]);
  const entries = [...state.files.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  const slugs = folderSlugs(folder, root, entries.map((entry) => entry.name));
  await settleFolder(state, entries, articleContext(folder, root, slugs.slugs.keys(), new Set(figureNames()), translations), compileHere, false, () => true);
  return { articles: entries.flatMap(({ checked }) => (checked?.article ? [checked.article] : [])), problems: [...slugs.problems, ...entries.flatMap(({ checked }) => checked?.problems ?? [])] };
}

/** A line for each form a language's glossary rejects in that language's files, by file and line (src/i18n/glossary/). */
function glossaryNotices(root: string, locales: readonly { id: string }[]): string[] {
  const files = filesUnderSync(path.join(root, 'src')).map((file) => `src/${file}`);
  return locales.slice(1).flatMap(({ id }) => files.filter((file) => isTranslationFile(id, file)).flatMap((file) => glossaryProblems(id, file, readFileSync(path.join(root, file), 'utf8')).map(glossaryNotice)));
}

/**
 * Brings the store up to date with what changed (changedFiles, changedCode; everything, the first
 * time) and gives the content: the folders listed again, the files that changed read and checked,
 * and the site made again when an article changed other than in its body. With `sources.report`
 * every problem is reported and the site made from what can be (a file with a problem as it last
 * was without one); otherwise a problem throws an InputError naming every one.
 */
export async function settleContent(state: ContentState, settings: SiteSettings, sources: StoreSources): Promise<SettledContent> {
  const { root, articlesDir, cacheDir, locales = siteLocales, progress = silentProgress } = sources;
  const { pending } = state;
  if (state.content && !pending.list && pending.files.size === 0 && !pending.site) return state.content;
  if (pending.checks || !state.cache) {
    const before = state.cache;
    state.cache = await articleCache(path.resolve(root, cacheDir, 'articles'));
    pending.checks = false;
    // Read and checked again under the code's new key, if it is new.
    if (before?.codeKey !== state.cache.codeKey || before.checks !== state.cache.checks) for (const entry of state.files.values()) entry.key = undefined;
  }
  const folders = articleFolders(root, articlesDir, locales);
  const listed = pending.list && list(state, folders);
  // git reads the history while the files are read: most articles leave their date of change to it.
  state.history ??= articleHistory(root, articlesDir);

  const entriesOf = (folder: string) => [...state.files.values()].filter((entry) => entry.folder === folder).sort((a, b) => (a.name < b.name ? -1 : 1));
  const unread = [...state.files.values()].filter((entry) => entry.key === undefined).length;
  const compiled = progress.stage('bodies compiled');
  const pool = unread > manyBodies ? compilePool() : undefined;
  const compile: Compile = (...job) => {
    compiled.more();
    return (pool?.compile ?? compileHere)(...job).finally(() => compiled.did());
  };
  const figures = new Set(figureNames());
  state.fresh = [];
  const problems: string[] = [];
  const articles: MarkdownArticle[] = [];
  let changed = false;
  let bodies = false;
  try {
    let originals: ReadonlyMap<string, { path: string }> | undefined;
    for (const { folder, locale } of folders) {
      const entries = entriesOf(folder);
      const slugs = folderSlugs(folder, root, entries.map((entry) => entry.name));
      problems.push(...slugs.problems);
      const context = articleContext(folder, root, slugs.slugs.keys(), figures, locale === undefined ? undefined : { locale, originals: originals! });
      const folderChange = await settleFolder(state, entries, context, compile, sources.report !== undefined, (content) => sources.componentWords(content, settings) > 0);
      changed ||= folderChange.changed;
      bodies ||= folderChange.bodies;
      for (const { checked, lastGood } of entries) {
        problems.push(...(checked?.problems ?? []));
        const article = checked?.article && (checked.problems.length === 0 || !sources.report) ? checked.article : lastGood;
        if (article) articles.push(article);
      }
      // The English articles are what a translation names.
      originals ??= originalsOf(articles);
    }
  } finally {
    compiled.end();
    await pool?.close();
  }
  pending.files.clear();
  pending.list = false;
  if (state.content && !changed && !listed && !pending.site) {
    // Only bodies changed, as their pages show them: the site stays, its pages are rendered again.
    if (bodies) state.generation += 1;
    return state.content;
  }
  pending.site = false;
  // Used only when an article leaves its date of change to the history.
  const history = articles.some((article) => !article.modifiedWritten) ? await state.history : undefined;
  const keptPictures = await keptFactsFolder(path.resolve(root, cacheDir));
  const found: string[] = [];
  const report = (all: readonly string[]) => {
    found.push(...all);
    sources.report?.(all);
  };
  const content = await contentFrom(settings, { ...sources, keptPictures, ...(sources.report && { report }) }, { articles, problems }, history);
  state.content = { ...content, problems: found };
  state.generation += 1;
  return state.content;
}

/** The site's content for a build: every input loaded and checked once, with what the build says about its languages' files and the folders of the cache it read through. */
export async function loadContent(settings: SiteSettings, sources: StoreSources): Promise<SettledContent & { readonly cacheFolders: readonly string[]; readonly fresh: readonly string[] }> {
  const state = emptyContentState();
  const content = await settleContent(state, settings, sources);
  const { root, cacheDir, locales = siteLocales } = sources;
  // About the languages' files of src/, not the articles: said once by a build, never on a save in `npm run dev`.
  return {
    ...content,
    notices: [...content.notices, ...glossaryNotices(root, locales)],
    cacheFolders: [...articleCacheFolders(state.cache!), await keptFactsFolder(path.resolve(root, cacheDir))],
    fresh: [...state.fresh].sort(),
  };
}

/** Loads, checks and derives every input of the site; throws an InputError naming every problem. */
export async function loadSite(settings: SiteSettings, sources: StoreSources): Promise<Site> {
  return (await loadContent(settings, sources)).site;
}
