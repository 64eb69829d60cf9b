/**
 * The site value made from the articles the content store read (content-store.ts): each article
 * dated, left out or marked when not published, its pictures checked and planned, its figures
 * written in its language and its reading time counted; the collections, the routes and the site
 * made from them; every problem of the content data, the routes and the links between articles
 * found. Every problem of every input is reported at once (InputError), before anything renders.
 */
import { articleCollection, type ArticleContent, type ArticleEntry, type ArticleRecord, type Articles } from '../../src/articles.ts';
import { dayOf } from '../../src/article-dates.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { factInWords, factText } from '../../src/i18n/use-locale.tsx';
import { siteRoutes } from '../../src/manifest/routes.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteSettings } from '../../src/site-address.ts';
import { makeSite, type LocaleAddress, type Site } from '../../src/site-context.tsx';
import { minutesToRead } from '../markdown/reading-time.ts';
import { articlePictures, emptyPicturePlan, pictureColumn } from '../pictures/article-images.ts';
import type { ImageFile } from '../pictures/image-variants.ts';
import type { Progress } from '../progress/progress.ts';
import type { MarkdownArticle } from './article-files.ts';
import { modifiedDate, noHistoryNotice, type ArticleHistory } from './article-history.ts';
import { contentDataProblems, siteData } from './content-data.ts';
import { recordWithFigures, type FigureWriting } from './figures-in-text.ts';
import { InputError } from './input-error.ts';
import { nextScheduled, unpublishedAt, unpublishedLinkProblems, type Publication } from './publication.ts';
import { articleLinkProblems, filesClaiming, routeProblems } from './route-checks.ts';
import { copiedTextProblems } from './copied-text.ts';

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
  /** Told the problems instead of refusing the input: `npm run dev` shows them and still makes the site from what it can, each file with a problem as it last was without one. */
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

/** How a locale writes figures, as its pages do (useFactText, useFactInWords). */
export const figureWriting = (locale: Locale, defaultLocale: string): FigureWriting => ({ fact: factText(locale, defaultLocale), count: factInWords(locale) });

/** The article files of every language, read, with the problems found in them. */
export interface ReadArticles {
  readonly articles: readonly MarkdownArticle[];
  readonly problems: readonly string[];
}

/**
 * The site made from the article files read, dated from `history`, with the pictures' facts kept in
 * `keptPictures` (the build's folder of them, keptFactsFolder).
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
  const entries: ArticleEntry[] = files.articles.map(({ links, words, pictureUses, draft, modifiedWritten, cards, placeholders, ...entry }) => {
    const locale = localeOf(entry.translates?.locale);
    const record = recordWithFigures(entry.record, writing.get(locale.id)!);
    return { ...entry, record, readingMinutes: minutesToRead(words + componentWords(record.content, settings, locale)) };
  });
  const articles = articleCollection(entries.filter((entry) => !entry.translates));
  const localArticles = new Map<string, Articles>(locales.slice(1).map(({ id }) => [id, articleCollection(entries.filter((entry) => entry.translates?.locale === id))]));
  // A preview build's pages are for people to look at, never for search engines.
  const routes = [...siteRoutes(articles, locales, localArticles), ...extraRoutes].map((route) => (publication.preview ? { ...route, meta: { ...route.meta, noindex: true as const } } : route));
  const unpublishedPaths = new Set(read.articles.filter((article) => unpublishedAt(article, publication.at)).flatMap((article) => [article.record.path, ...article.aliases]));
  const filesOf = filesClaiming(files.articles);
  // What an owner leaves in by mistake: a title or description copied from another page, npm run new's placeholders in a published article. A production build refuses it; a preview build says it, and `npm run dev` shows it with its problems.
  const owners = [
    ...copiedTextProblems(routes.map((route) => ({ path: route.path, locale: route.locale, file: filesOf(route, route.path)[0], title: route.meta.title, description: route.meta.description }))),
    ...files.articles.filter((article) => !article.unpublished).flatMap((article) => article.placeholders),
  ];
  const refused = !publication.preview || sources.report ? owners : [];
  const problems = [
    ...files.problems,
    ...[...plan.problems].sort(),
    ...contentDataProblems(siteData),
    ...routeProblems(routes, { filesOf, pageExists, pageDirs }),
    // A link to an article not published is unpublishedLinkProblems' to report, with its reason.
    ...articleLinkProblems(
      files.articles.filter((article) => !article.unpublished).map((article) => ({ ...article, links: article.links.filter((link) => !unpublishedPaths.has(link.href.split('#')[0]!)) })),
      routes,
    ),
    ...unpublishedLinkProblems(read.articles, publication.at),
    ...refused,
  ];
  if (problems.length > 0 && !sources.report) throw new InputError(problems);
  sources.report?.(problems);
  const next = nextScheduled(read.articles, publication.at);
  return {
    site: makeSite(settings, routes, articles, { locales: locales.map(({ id, lang, ogLocale, name }): LocaleAddress => ({ id, lang, ogLocale, name })), localArticles }),
    pictureFiles: [...plan.files.values()],
    notices: [...(history?.missing ? [noHistoryNotice(history.missing)] : []), ...staleTranslations(shown), ...(refused === owners ? [] : owners)],
    ...(next && { next: { file: next.file, path: next.record.path, at: next.record.published } }),
  };
}
