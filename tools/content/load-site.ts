/**
 * The content layer: loads every collection once per build, checks every input in one stage and
 * makes the site, the one value the rest of the build hands down. The article files are read,
 * compiled (or taken from the compile cache) and derived from once: their sections, links, steps
 * and words; the content data is checked against its schemas; the routes are made from both and
 * checked. Every problem of every input is reported at once (InputError), before anything renders.
 */
import path from 'node:path';
import { articleCollection, type ArticleContent, type ArticleEntry, type ArticleRecord, type Articles } from '../../src/articles.ts';
import { siteRoutes } from '../../src/manifest/routes.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteSettings } from '../../src/site-address.ts';
import { makeSite, type LocaleAddress, type Site } from '../../src/site-context.tsx';
import { articlePictures, emptyPicturePlan, keptFactsFolder, pictureColumn } from '../pictures/article-images.ts';
import { articleCache, articleCacheFolders, readArticleFiles, type MarkdownArticle } from './article-files.ts';
import { articleHistory, modifiedDate, noHistoryNotice, type ArticleHistory } from './article-history.ts';
import type { ImageFile } from '../pictures/image-variants.ts';
import { contentDataProblems, siteData } from './content-data.ts';
import { InputError } from './input-error.ts';
import { minutesToRead } from '../markdown/reading-time.ts';
import { nextScheduled, unpublishedAt, unpublishedLinkProblems, type Publication } from './publication.ts';
import { articleLinkProblems, filesClaiming, routeProblems } from './route-checks.ts';
import type { Progress } from '../progress/progress.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { dayOf } from '../../src/article-dates.ts';
import { existsSync, readFileSync } from 'node:fs';
import { filesUnderSync } from '../output/relative-path.ts';
import { glossaryNotice, glossaryProblems, isTranslationFile } from '../../src/i18n/glossary/check.ts';
import { figureWriting, recordWithFigures, type FigureWriting } from './figures-in-text.ts';

export interface ContentSources {
  readonly root: string;
  /** The folder of the article files, relative to the root. */
  readonly articlesDir: string;
  /** The build's cache, kept between builds: compiled bodies in articles/ (and social cards in cards/). */
  readonly cacheDir: string;
  /** Routes a test adds beside the site's own (test/fixtures/). */
  readonly extraRoutes: readonly RouteRecord[];
  /** Whether a page module of that name exists, and the folders it is looked for in. */
  readonly pageExists: (page: string) => boolean;
  readonly pageDirs: readonly string[];
  /**
   * The words the components that lay out data show in an article's body (<CapcutVsPro />...),
   * which its compiled tree has no text of: the pipeline counts them from their render
   * (tools/render/component-words.ts).
   */
  readonly componentWords: (content: ArticleContent, settings: SiteSettings, locale?: Locale) => number;
  /** Told how many bodies are compiled, as they are. */
  readonly progress?: Progress;
  /** The build's time, and whether drafts and scheduled posts are shown (publication.ts). */
  readonly publication: Publication;
  /** The site's languages, the default first: src/i18n/locales.ts's when not given (a test adds its own). */
  readonly locales?: readonly Locale[];
  /** Told the problems instead of refusing the input: `npm run dev` shows them and still makes the site from what it can. */
  readonly report?: (problems: readonly string[]) => void;
}

/** The site, and what the build says about its content beside it. */
export interface LoadedContent {
  readonly site: Site;
  /** Lines the build prints once: why articles could not be dated from history. */
  readonly notices: readonly string[];
  /** The post due next, left out of this build. */
  readonly next?: { readonly file: string; readonly path: string; readonly at: string };
  /** The picture files its pages name, which the pipeline makes (tools/pictures/image-files.ts). */
  readonly pictureFiles: readonly ImageFile[];
}

export { siteContent } from './site-content.ts';

/** An article with its pictures checked and planned: its body's by their path, its cover on the record. */
async function withPictures(root: string, article: MarkdownArticle, plan: ReturnType<typeof emptyPicturePlan>, column: ReturnType<typeof pictureColumn>, originalFile?: string): Promise<MarkdownArticle> {
  if (article.pictureUses.length === 0) return article;
  const pictures = await articlePictures(root, article.file, article.pictureUses, column, plan, originalFile);
  const cover = article.pictureUses.find((use) => use.at === 'image');
  const coverPicture = cover && pictures[cover.src];
  return {
    ...article,
    record: { ...article.record, ...(coverPicture && { cover: { ...coverPicture, alt: cover.alt ?? '' } }), content: { ...article.record.content, pictures } },
  };
}

/** An article with its date of change from the history when its front matter gives none (article-history.ts). */
const dated = (article: MarkdownArticle, history: ArticleHistory | undefined): MarkdownArticle => {
  const modified = modifiedDate(article, history);
  return modified === article.record.modified ? article : { ...article, record: { ...article.record, modified } };
};

/** An article as the site has it: left out when not published, or marked when the build shows what it does not publish. */
function published(article: MarkdownArticle, { at, showUnpublished }: Publication): MarkdownArticle[] {
  const unpublished = unpublishedAt(article, at);
  if (!unpublished) return [article];
  return showUnpublished ? [{ ...article, unpublished }] : [];
}

/** A line for each translation whose text is older than its English original's last change: the translation may no longer say what the original says. */
function staleTranslations(articles: readonly MarkdownArticle[]): string[] {
  const bySlug = new Map(articles.filter((article) => !article.translates).map((article) => [article.record.slug, article]));
  return articles.flatMap((translation) => {
    const original = translation.translates && bySlug.get(translation.translates.slug);
    if (!original || dayOf(translation.record.modified) >= dayOf(original.record.modified)) return [];
    return [`Stale translation: ${translation.file} (changed ${dayOf(translation.record.modified)}) is older than its original ${original.file} (changed ${dayOf(original.record.modified)}); bring it up to date, then its date moves on by itself.`];
  });
}

/** A line for each form a language's glossary rejects in that language's files, by file and line (src/i18n/glossary/). */
function glossaryNotices(root: string, locales: readonly Locale[]): string[] {
  const files = filesUnderSync(path.join(root, 'src')).map((file) => `src/${file}`);
  return locales.slice(1).flatMap(({ id }) => files.filter((file) => isTranslationFile(id, file)).flatMap((file) => glossaryProblems(id, file, readFileSync(path.join(root, file), 'utf8')).map(glossaryNotice)));
}

/** Loads, checks and derives every input of the site; throws an InputError naming every problem. */
export async function loadSite(settings: SiteSettings, sources: ContentSources): Promise<Site> {
  return (await loadContent(settings, sources)).site;
}

/**
 * loadSite, with what the build says about the content and the picture files its pages name, which
 * the pipeline makes (tools/pictures/image-files.ts), and the folders of the cache it was read through.
 */
export async function loadContent(settings: SiteSettings, sources: ContentSources): Promise<LoadedContent & { readonly cacheFolders: readonly string[] }> {
  const { root, articlesDir, cacheDir, locales = siteLocales } = sources;
  // git reads the history while the files are read: most articles leave their date of change to it.
  const historying = articleHistory(root, articlesDir);
  const [cache, keptPictures] = await Promise.all([articleCache(path.resolve(root, cacheDir, 'articles')), keptFactsFolder(path.resolve(root, cacheDir))]);
  const english = await readArticleFiles(path.resolve(root, articlesDir), root, cache, sources.progress);
  const originals = originalsOf(english.articles);
  // Each other locale's translations, from its folder of the articles' folder when it has one.
  const translated = await Promise.all(
    locales.slice(1).map(async ({ id }) => {
      const folder = path.resolve(root, articlesDir, id);
      return existsSync(folder) ? readArticleFiles(folder, root, cache, sources.progress, { locale: id, originals }) : { articles: [], problems: [] };
    }),
  );
  const read = { articles: [...english.articles, ...translated.flatMap((one) => one.articles)], problems: [...english.problems, ...translated.flatMap((one) => one.problems)] };
  // Used only when an article leaves its date of change to the history.
  const history = read.articles.some((article) => !article.modifiedWritten) ? await historying : undefined;
  const content = await contentFrom(settings, { ...sources, keptPictures }, read, history);
  // About the languages' files of src/, not the articles: said once by a build, never on a save in `npm run dev`.
  return { ...content, notices: [...content.notices, ...glossaryNotices(root, locales)], cacheFolders: [...articleCacheFolders(cache), keptPictures] };
}

/** What a translation may name (translationOf), by slug: every English article (a card names them as the original does). */
export const originalsOf = (articles: readonly MarkdownArticle[]): Map<string, { path: string }> => new Map(articles.map((article) => [article.record.slug, { path: article.record.path }]));

/** The article files of every language, read, with the problems found in them. */
export interface ReadArticles {
  readonly articles: readonly MarkdownArticle[];
  readonly problems: readonly string[];
}

/**
 * loadContent's second half: the site made from the article files read, dated from `history`.
 * `npm run dev` calls it with the files it holds in memory, each read again only when saved, and
 * no `keptPictures` (the build's folder of the pictures' facts, keptFactsFolder).
 */
export async function contentFrom(
  settings: SiteSettings,
  sources: Omit<ContentSources, 'articlesDir' | 'cacheDir' | 'progress'> & { readonly keptPictures?: string },
  read: ReadArticles,
  history: ArticleHistory | undefined,
): Promise<LoadedContent> {
  const { root, extraRoutes, pageExists, pageDirs, componentWords, publication, locales = siteLocales } = sources;
  const shown = read.articles.map((article) => dated(article, history)).flatMap((article) => published(article, publication));
  const plan = emptyPicturePlan(sources.keptPictures);
  const column = shown.some((article) => article.pictureUses.length > 0) ? pictureColumn(root) : undefined;
  // A translation may show its original's pictures, named by a path into the original's folder.
  const originalFiles = new Map(read.articles.filter((article) => !article.translates).map((article) => [article.record.slug, article.file]));
  const originalOf = (article: MarkdownArticle) => (article.translates ? originalFiles.get(article.translates.slug) : undefined);
  const files = { ...read, articles: column ? await Promise.all(shown.map((article) => withPictures(root, article, plan, column, originalOf(article)))) : shown };
  // An article's figures and what its body lays out from data are in its language: a translation's tables are in the translation's words.
  const localeOf = (id: string | undefined) => locales.find((locale) => locale.id === id) ?? locales[0]!;
  const writing = new Map(locales.map((locale): [string, FigureWriting] => [locale.id, figureWriting(locale, locales[0]!.id)]));
  const entries: ArticleEntry[] = files.articles.map(({ file, links, words, pictureUses, draft, modifiedWritten, cards, ...entry }) => {
    const locale = localeOf(entry.translates?.locale);
    const record = recordWithFigures(entry.record, writing.get(locale.id)!);
    return { ...entry, record, readingMinutes: minutesToRead(words + componentWords(record.content, settings, locale)) };
  });
  const articles = articleCollection(entries.filter((entry) => !entry.translates));
  const localArticles = new Map<string, Articles>(locales.slice(1).map(({ id }) => [id, articleCollection(entries.filter((entry) => entry.translates?.locale === id))]));
  // A preview build's pages are for people to look at, never for search engines.
  const routes = [...siteRoutes(articles, locales, localArticles), ...extraRoutes].map((route) => (publication.preview ? { ...route, meta: { ...route.meta, noindex: true as const } } : route));
  const unpublishedPaths = new Set(read.articles.filter((article) => unpublishedAt(article, publication.at)).flatMap((article) => [article.record.path, ...article.aliases]));
  const problems = [
    ...files.problems,
    ...[...plan.problems].sort(),
    ...contentDataProblems(siteData),
    ...routeProblems(routes, { filesOf: filesClaiming(files.articles), pageExists, pageDirs }),
    // A link to an article not published is unpublishedLinkProblems' to report, with its reason.
    ...articleLinkProblems(
      files.articles.filter((article) => !article.unpublished).map((article) => ({ ...article, links: article.links.filter((link) => !unpublishedPaths.has(link.href.split('#')[0]!)) })),
      routes,
    ),
    ...unpublishedLinkProblems(read.articles, publication.at),
  ];
  if (problems.length > 0 && !sources.report) throw new InputError(problems);
  sources.report?.(problems);
  const next = nextScheduled(read.articles, publication.at);
  return {
    site: makeSite(settings, routes, articles, { locales: locales.map(({ id, lang, ogLocale, name }): LocaleAddress => ({ id, lang, ogLocale, name })), localArticles }),
    pictureFiles: [...plan.files.values()],
    notices: [...(history?.missing ? [noHistoryNotice(history.missing)] : []), ...staleTranslations(shown)],
    ...(next && { next: { file: next.file, path: next.record.path, at: next.record.published } }),
  };
}
