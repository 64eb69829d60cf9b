/**
 * The site's content as `npm run dev` holds it, made by the build's own content layer: each
 * article file is read once and made into its article by article-files.ts (articleFromReading),
 * and the site value is made from them by load-site.ts (contentFrom), as a build makes it. A saved
 * file is read and made again alone; a file added, removed or renamed (or a picture beside one)
 * lists the folders again; a saved module of the content code makes again only what it is part
 * of. Problems do not stop anything: each file keeps its last good article, and every problem is
 * kept to be shown (dev.ts, dev-client.ts).
 *
 * A file is read through the build's compile cache (compile-article.ts), by the same keys and into
 * the same files: its record by its bytes, its body's facts and tree apart, so a file a build read
 * is not parsed here, and a body compiled here is not compiled by the next build. Bodies missing
 * from the cache are compiled on a thread of their own so the server answers before they all are
 * (an empty cache); until a body is compiled, its article's reading time is guessed from its text,
 * and a page that shows the body compiles it first. What a page needs of a body but its tree
 * (sections, links, words) is kept in memory; trees are read when a page shows them.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import * as facts from '../../src/facts.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import type { ArticleContent } from '../../src/articles.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import type { SiteSettings } from '../../src/site-address.ts';
import { articleFilesIn, articleFromReading, articleParts, articleProps, folderSlugs, type ArticleContext, type FileReading, type MarkdownArticle } from '../content/article-files.ts';
import { articleHistory } from '../content/article-history.ts';
import { contentFrom, originalsOf } from '../content/load-site.ts';
import { bodyKeyOf, cachedFacts, cachedRecord, cachedTree, keepBody, keepRecord, parseFrontMatter, type BodyFormat, type CompileCache } from '../markdown/compile-article.ts';
import { compileBody } from '../markdown/compile-body.ts';
import type { BodyTree } from '../markdown/compiled-body.ts';
import { countWords, minutesToRead } from '../markdown/reading-time.ts';
import { componentWords } from '../render/component-words.ts';
import { modulesIn } from '../render/page-modules.ts';
import { iconSprite } from '../assets/icon-sprite.ts';
import { siteSettingsOf } from '../pipeline/settings.ts';
import { devCompileCache } from './dev-compile-cache.ts';
import type { BodySummary, DevState, HeldBody, HeldFile } from './dev-state.ts';

/** What the content layer is given to compile a body on the compiler's thread. */
export interface CompileJob {
  readonly cacheFolder: string;
  readonly codeKey: string;
  readonly bodyKey: string;
  readonly body: string;
  readonly format: BodyFormat;
}

export interface ContentOptions {
  /** Compiles a body on the compiler's thread (dev-compile-worker.ts), or in this one when that cannot start; undefined when the compiler was saved before it compiled the body, which is then asked for again. */
  readonly compileAside: (job: CompileJob) => Promise<HeldBody | undefined>;
  /** Told when bodies compiled aside change what the site shows, so it is made again. */
  readonly onCompiled: () => void;
}

/** Saved files up to this many are compiled as they are read; more at once (a checkout) go to the compiler's thread. */
const savedAtOnce = 8;

/** How many trees are kept in memory: the pages an owner has open, and a few more. */
const treesKept = 24;

const locales = () => siteLocales;

/** The compile cache the site was last made with (settleContent loads it first). */
const cacheOf = (state: DevState): CompileCache => state.cache!;

/**
 * Loads the compile cache's key, and when the compiler's code changed since (a saved
 * compile-body.ts), reads every file again: their bodies are keyed anew, and compiled again.
 */
async function loadCache(state: DevState): Promise<void> {
  const cache = await devCompileCache(path.join(state.config.cacheDir, 'articles'));
  if (state.cache?.codeKey === cache.codeKey) return;
  if (state.cache) {
    for (const [file, held] of state.files) {
      held.stamp = '';
      state.pending.files.add(file);
    }
    state.bodies.clear();
    state.trees.clear();
  }
  state.cache = cache;
}

/** Compiles a body here and keeps it in the compile cache; the error MDX throws becomes the held body's, with its fields. */
function compileAndKeep(cache: CompileCache, key: string, body: string, format: BodyFormat): HeldBody {
  try {
    return { summary: keepBody(cache, key, compileBody(body, format)) };
  } catch (error) {
    const fields = Object.fromEntries(Object.entries(error as object).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)));
    return { error: { ...fields, message: (error as Error).message } };
  }
}

/** A body's facts from the compile cache, or compiled here and kept there. */
const compileHere = (cache: CompileCache, key: string, body: string, format: BodyFormat): HeldBody => {
  const facts = cachedFacts(cache, key);
  return facts ? { summary: facts } : compileAndKeep(cache, key, body, format);
};

/** Keeps a tree as one of the last shown. */
function keepTree(state: DevState, key: string, tree: BodyTree): BodyTree {
  state.trees.delete(key);
  state.trees.set(key, tree);
  for (const old of state.trees.keys()) {
    if (state.trees.size <= treesKept) break;
    state.trees.delete(old);
  }
  return tree;
}

/** A body's tree, read when a page renders it: from memory, the compile cache (as a build reads it), or compiled into the cache first. */
function treeOf(state: DevState, key: string, body: string, format: BodyFormat): BodyTree {
  const kept = state.trees.get(key);
  if (kept) return keepTree(state, key, kept);
  const cache = cacheOf(state);
  let tree = cachedTree(cache, key);
  if (!tree) {
    state.bodies.set(key, compileAndKeep(cache, key, body, format));
    tree = cachedTree(cache, key);
  }
  return keepTree(state, key, tree ?? { type: 'root', children: [] });
}

/**
 * A tree whose children are read when first asked for (the site holds every article, a page shows
 * one): the file's body as it is now, so a saved body that changes nothing else of its article is
 * shown by the site as it was made (settleContent); the body it was made from if the file is unreadable now.
 */
function lazyTree(state: DevState, held: HeldFile, key: string, body: string, format: BodyFormat): BodyTree {
  const tree = { type: 'root' } as BodyTree;
  const now = () => (held.bodyKey && typeof held.parts !== 'string' && state.bodies.has(held.bodyKey) ? treeOf(state, held.bodyKey, held.parts.body, held.parts.format) : treeOf(state, key, body, format));
  Object.defineProperty(tree, 'children', { enumerable: true, get: () => now().children });
  return tree;
}

/** The file's reading as articleFromReading takes it: its body's summary with a tree read when shown, a guess while the body waits for the compiler. */
function readingOf(state: DevState, held: HeldFile): FileReading {
  const { parts, data, bodyKey } = held;
  if (typeof parts === 'string') return parts;
  if (!data || !bodyKey) return 'could not be read';
  const yaml = () => parts.yaml;
  if ('error' in data) return { error: data.error, yaml };
  const body = state.bodies.get(bodyKey);
  if (body && 'error' in body) return { error: Object.assign(new Error(body.error.message), body.error), yaml };
  const summary: BodySummary = body?.summary ?? { sections: [], links: [], components: [], images: [], words: (held.guessedWords ??= countWords(parts.body)), problems: [] };
  return { read: { data: data.value, body: { ...summary, tree: lazyTree(state, held, bodyKey, parts.body, parts.format) } }, yaml };
}

const stampOf = (stats: Stats) => `${stats.size}:${stats.mtimeMs}`;

/**
 * Reads a file again when it changed since it was read; false when it is gone. A file the compile
 * cache has a record of (by its bytes, as a build looks it up) is not parsed; another has its
 * front matter parsed, and its body's facts taken from the cache or left for the compiler.
 */
function reread(state: DevState, file: string, held: HeldFile, cache: CompileCache): boolean {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    return false;
  }
  if (stampOf(stats) === held.stamp) return true;
  held.stamp = stampOf(stats);
  const bytes = readFileSync(file);
  held.parts = articleParts(bytes, held.name);
  held.guessedWords = undefined;
  held.unrecorded = undefined;
  if (typeof held.parts === 'string') return true;
  const { yaml, body, format } = held.parts;
  const record = cachedRecord(cache, format, bytes);
  if (record) {
    held.data = { value: record.data };
    held.bodyKey = record.bodyKey;
    if (!state.bodies.has(record.bodyKey)) state.bodies.set(record.bodyKey, { summary: record.facts });
    return true;
  }
  held.bodyKey = bodyKeyOf(cache, body, format);
  try {
    held.data = { value: parseFrontMatter(yaml) };
    held.unrecorded = bytes;
  } catch (error) {
    held.data = { error };
  }
  if (!state.bodies.has(held.bodyKey)) {
    const facts = cachedFacts(cache, held.bodyKey);
    if (facts) state.bodies.set(held.bodyKey, { summary: facts });
  }
  return true;
}

/** Keeps the record of a file read without one once its body's facts are known, as a build keeps it. */
function record(state: DevState, held: HeldFile, cache: CompileCache): void {
  if (!held.unrecorded || !held.bodyKey || !held.data || !('value' in held.data) || typeof held.parts === 'string') return;
  const body = state.bodies.get(held.bodyKey);
  if (!body || !('summary' in body)) return;
  keepRecord(cache, held.parts.format, held.unrecorded, { data: held.data.value, bodyKey: held.bodyKey, facts: body.summary });
  held.unrecorded = undefined;
}

/** The folders of article files: the English articles', then each language's translations' that exists. */
function folders(state: DevState): { folder: string; locale?: string }[] {
  const { root, articlesDir } = state.config;
  const english = path.resolve(root, articlesDir);
  return [{ folder: english }, ...locales().slice(1).flatMap(({ id }) => (statSync(path.join(english, id), { throwIfNoEntry: false })?.isDirectory() ? [{ folder: path.join(english, id), locale: id }] : []))];
}

/** Lists the folders again: files added are held, files gone are let go. */
function list(state: DevState): void {
  const seen = new Set<string>();
  for (const { folder, locale } of folders(state))
    for (const name of articleFilesIn(folder)) {
      const file = path.join(folder, name);
      seen.add(file);
      if (!state.files.has(file)) {
        state.files.set(file, { folder, name, ...(locale && { locale }), stamp: '', parts: '' });
        state.pending.files.add(file);
      }
    }
  for (const file of state.files.keys()) if (!seen.has(file)) state.files.delete(file);
}

/** Each figure of src/facts.ts as text, by its dotted name. */
function factTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, name: string) => {
    if (typeof value !== 'object' || value === null) texts.set(name, JSON.stringify(value));
    else for (const [key, inner] of Object.entries(value)) walk(inner, name ? `${name}.${key}` : key);
  };
  walk(facts, '');
  return texts;
}

/**
 * The files that may name a figure that changed: their front matter, components or HowTo name the
 * figure's group (a figure is named from its group down, as `platforms.android.version`).
 */
function namingFigures(state: DevState, changed: readonly string[]): HeldFile[] {
  const groups = [...new Set(changed.map((name) => name.split('.')[0]!))];
  const names = new RegExp(`(?<![\\w$])(${groups.map((group) => group.replace(/[$]/g, '\\$')).join('|')})(?![\\w$])`);
  return [...state.files.values()].filter((held) => {
    if (typeof held.parts === 'string') return false;
    const body = held.bodyKey ? state.bodies.get(held.bodyKey) : undefined;
    const uses = body && 'summary' in body ? JSON.stringify([body.summary.components, body.summary.howTo ?? null]) : held.parts.body;
    return names.test(held.parts.yaml) || names.test(uses);
  });
}

/** Applies the saved modules: the article code makes every file again, src/facts.ts the files that name a figure that changed. */
function applyCode(state: DevState): boolean {
  const changes = state.pending.code.splice(0);
  if (changes.some((change) => change.articles)) state.articlesCode += 1;
  const now = factTexts();
  if (state.facts) {
    const changed = [...new Set([...now.keys(), ...state.facts.keys()])].filter((name) => now.get(name) !== state.facts!.get(name));
    if (changed.length > 0) for (const held of namingFigures(state, changed)) held.made = undefined;
  }
  state.facts = now;
  return changes.some((change) => change.site || change.articles);
}

/** What a folder's files are checked against, with a number that counts up when it changes. */
function contextVersion(state: DevState, folder: string, signature: string): number {
  const known = state.contexts.get(folder);
  if (known?.signature === signature) return known.version;
  const version = (known?.version ?? 0) + 1;
  state.contexts.set(folder, { signature, version });
  return version;
}

/**
 * Whether an article made again from a saved file differs from the one before only in its body's
 * tree and in words that read in as many minutes: the site made with the one before shows it
 * (its tree is the file's as it is now, lazyTree), so it need not be made again.
 */
function sameButTree(before: MarkdownArticle, after: MarkdownArticle): boolean {
  const shape = ({ record: { content, ...record }, words, ...rest }: MarkdownArticle) => {
    const { body: _body, ...kept } = content;
    // An article that lays out a comparison adds its words to the body's: only the same count gives the same minutes.
    return JSON.stringify([record, kept, rest, content.editor ? words : minutesToRead(words)]);
  };
  return shape(before) === shape(after);
}

/** Makes the articles of one folder that changed; their problems, whether any article changed, and whether a body alone did. */
function makeFolder(
  state: DevState,
  folder: string,
  held: readonly [string, HeldFile][],
  context: ArticleContext,
  version: string,
): { articles: MarkdownArticle[]; problems: string[]; changed: boolean; bodies: boolean; waiting: string[] } {
  const articles: MarkdownArticle[] = [];
  const problems: string[] = [];
  const waiting: string[] = [];
  let changed = false;
  let bodies = false;
  for (const [file, one] of held) {
    record(state, one, cacheOf(state));
    const waits = typeof one.parts !== 'string' && one.bodyKey !== undefined && !state.bodies.has(one.bodyKey);
    if (waits) waiting.push(file);
    const key = `${one.stamp}|${waits ? 'guessed' : 'compiled'}|${state.articlesCode}|${version}`;
    if (one.made?.key !== key) {
      const made = articleFromReading(one.name, readingOf(state, one), context);
      const before = one.made;
      const bodyAlone = !waits && before?.article && made.article && JSON.stringify(before.problems) === JSON.stringify(made.problems) && sameButTree(before.article, made.article);
      one.made = bodyAlone ? { ...before, key } : { key, ...made };
      // A body still waiting for the compiler is not known to be good: its pictures, for one, are not planned yet.
      if (!bodyAlone && made.article && made.problems.length === 0 && !waits) one.lastGood = made.article;
      if (bodyAlone) bodies = true;
      else changed = true;
    }
    const article = one.made!.article ?? one.lastGood;
    if (article) articles.push(article);
    problems.push(...one.made!.problems);
  }
  return { articles, problems, changed, bodies, waiting };
}

/** componentWords renders the components that lay out data: each body's are counted once per code, address and language. */
const countedWords = new WeakMap<ArticleContent, Map<string | undefined, { settings: SiteSettings; words: number }>>();
const componentWordsOnce = (content: ArticleContent, settings: SiteSettings, locale?: Locale): number => {
  const counts = countedWords.get(content) ?? new Map<string | undefined, { settings: SiteSettings; words: number }>();
  countedWords.set(content, counts);
  const known = counts.get(locale?.id);
  if (known?.settings === settings) return known.words;
  const words = componentWords(content, settings, locale);
  counts.set(locale?.id, { settings, words });
  return words;
};

let sprite: ReturnType<typeof iconSprite> | undefined;
/** The icon sprite, made once per code: the site's settings name its file. */
export const devSprite = (): ReturnType<typeof iconSprite> => (sprite ??= iconSprite());

let settingsMade: { base: string; url: string; settings: SiteSettings } | undefined;
async function settingsOf(state: DevState): Promise<SiteSettings> {
  const url = `${state.config.siteEnv.base}${(await devSprite()).url}`;
  if (settingsMade?.url !== url) settingsMade = { base: state.config.siteEnv.base, url, settings: siteSettingsOf(state.config.siteEnv, url) };
  return settingsMade.settings;
}

/**
 * Brings the site up to date with what changed: files read again, articles made again, the site
 * made again when any of it changed. The bodies it finds waiting are handed to the compiler's thread.
 */
export async function settleContent(state: DevState, options: ContentOptions): Promise<boolean> {
  const { pending, config } = state;
  await loadCache(state);
  if (state.content && !pending.list && pending.files.size === 0 && pending.code.length === 0 && !pending.pictures && !pending.bodies) return false;
  const cache = cacheOf(state);
  if (pending.bodies) for (const [key, body] of state.arrived) if (!state.bodies.has(key)) state.bodies.set(key, body);
  state.arrived.clear();
  pending.bodies = false;
  const listed = pending.list;
  if (pending.list) list(state);
  pending.list = false;
  // A few saved files are compiled here at once, so their pages never show a guess; many (a first listing, a checkout) go to the compiler's thread.
  const compileAtOnce = state.content !== undefined && pending.files.size <= savedAtOnce;
  for (const file of pending.files) {
    const held = state.files.get(file);
    if (held && !reread(state, file, held, cache)) state.files.delete(file);
    else if (compileAtOnce) compileNow(state, file, false);
  }
  pending.files.clear();
  const codeChanged = applyCode(state);
  const pictures = pending.pictures;
  pending.pictures = false;

  const byFolder = new Map<string, [string, HeldFile][]>();
  for (const entry of state.files) {
    const inFolder = byFolder.get(entry[1].folder);
    if (inFolder) inFolder.push(entry);
    else byFolder.set(entry[1].folder, [entry]);
  }
  for (const each of byFolder.values()) each.sort(([a], [b]) => (a < b ? -1 : 1));
  const [english, ...translations] = folders(state);
  const englishFiles = byFolder.get(english!.folder) ?? [];
  const names = englishFiles.map(([, held]) => held.name);
  const slugs = folderSlugs(english!.folder, config.root, names);
  const englishMade = makeFolder(state, english!.folder, englishFiles, { folder: english!.folder, root: config.root, props: articleProps(slugs.slugs.keys()) }, String(contextVersion(state, english!.folder, [...slugs.slugs.keys()].join(' '))));
  const originals = originalsOf(englishMade.articles);
  const made = [englishMade];
  const problems = [...slugs.problems, ...englishMade.problems];
  for (const { folder, locale } of translations) {
    const files = byFolder.get(folder) ?? [];
    const folderSlugsMade = folderSlugs(folder, config.root, files.map(([, held]) => held.name));
    const translationsOf = { locale: locale!, originals };
    const one = makeFolder(state, folder, files, { folder, root: config.root, props: articleProps([], translationsOf), translations: translationsOf }, String(contextVersion(state, folder, JSON.stringify([...originals]))));
    made.push(one);
    problems.push(...folderSlugsMade.problems, ...one.problems);
  }
  const waiting = made.flatMap((one) => one.waiting);
  queueWaiting(state, waiting, cache, options);
  if (state.content && !listed && !codeChanged && !pictures && !made.some((one) => one.changed)) {
    // Only bodies changed, as their pages show them: the site stays, its pages are rendered again.
    if (made.some((one) => one.bodies)) state.generation += 1;
    return made.some((one) => one.bodies);
  }

  state.history ??= articleHistory(config.root, config.articlesDir);
  const found: string[] = [];
  const pageFiles = modulesIn(config.root, config.sources.pageDirs);
  const loaded = await contentFrom(
    await settingsOf(state),
    {
      root: config.root,
      extraRoutes: config.sources.routes,
      pageExists: (page) => pageFiles.has(page),
      pageDirs: config.sources.pageDirs,
      componentWords: componentWordsOnce,
      publication: { at: config.siteEnv.buildTime, showUnpublished: true, preview: config.siteEnv.preview },
      locales: locales(),
      report: (all) => found.push(...all),
    },
    { articles: made.flatMap((one) => one.articles), problems },
    await state.history,
  );
  state.content = { loaded, problems: found };
  state.generation += 1;
  return true;
}

/** Hands the bodies that wait to the compiler's thread, each once; the site is made again when they are back. */
function queueWaiting(state: DevState, files: readonly string[], cache: CompileCache, { compileAside, onCompiled }: ContentOptions): void {
  for (const file of files) {
    const held = state.files.get(file);
    if (!held?.bodyKey || typeof held.parts === 'string' || state.queued.has(held.bodyKey) || state.arrived.has(held.bodyKey)) continue;
    const { bodyKey, parts } = held;
    state.queued.add(bodyKey);
    void compileAside({ cacheFolder: cache.folder, codeKey: cache.codeKey, bodyKey, body: parts.body, format: parts.format }).then((body) => {
      state.queued.delete(bodyKey);
      // None: the compiler was saved meanwhile, and the site made again then queues the body anew.
      if (body) state.arrived.set(bodyKey, body);
      if (state.queued.size > 0) return;
      state.pending.bodies = true;
      onCompiled();
    });
  }
}

/** Compiles, in this thread, the body of the file a page shows when it still waits for the compiler's; true when it did. */
export function compileNow(state: DevState, file: string, remake = true): boolean {
  const held = state.files.get(file);
  if (!held?.bodyKey || typeof held.parts === 'string' || state.bodies.has(held.bodyKey)) return false;
  // Its article is made again with the body.
  if (remake) state.pending.files.add(file);
  const arrived = state.arrived.get(held.bodyKey);
  if (arrived) {
    state.bodies.set(held.bodyKey, arrived);
    return true;
  }
  state.bodies.set(held.bodyKey, compileHere(cacheOf(state), held.bodyKey, held.parts.body, held.parts.format));
  return true;
}

/** Compiles here up to `count` bodies that still wait for the compiler's thread; true when some are left. */
export function compileWaiting(state: DevState, count: number): boolean {
  let compiled = 0;
  for (const [file, held] of state.files) {
    if (!held.bodyKey || typeof held.parts === 'string' || state.bodies.has(held.bodyKey)) continue;
    if (compiled === count) return true;
    compileNow(state, file);
    compiled += 1;
  }
  return false;
}

/** The file an article's page is made from, by the page's path (its canonical path). */
export const fileOfPath = (state: DevState, pagePath: string): string | undefined => {
  for (const [file, held] of state.files) if (held.made?.article?.record.path === pagePath || held.lastGood?.record.path === pagePath) return file;
  return undefined;
};
