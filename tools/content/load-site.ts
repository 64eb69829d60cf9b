/**
 * The content layer: loads every collection once per build, checks every input in one stage and
 * makes the site, the one value the rest of the build hands down. The article files are read,
 * compiled (or taken from the compile cache) and derived from once: their sections, links, steps
 * and words; the content data is checked against its schemas; the routes are made from both and
 * checked. Every problem of every input is reported at once (InputError), before anything renders.
 */
import path from 'node:path';
import { articleCollection, type ArticleContent, type ArticleEntry } from '../../src/articles.ts';
import { laidOutArticles } from '../../src/manifest/laid-out-articles.ts';
import { siteRoutes } from '../../src/manifest/routes.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteSettings } from '../../src/site-address.ts';
import { makeSite, type Site } from '../../src/site-context.tsx';
import { articlePictures, emptyPicturePlan, pictureColumn } from './article-images.ts';
import { readArticleFiles, type MarkdownArticle } from './article-files.ts';
import { compileCache } from './compile-article.ts';
import type { ImageFile } from './image-variants.ts';
import { contentDataProblems, siteData } from './content-data.ts';
import { InputError } from './input-error.ts';
import { minutesToRead } from './reading-time.ts';
import { articleLinkProblems, filesClaiming, routeProblems } from './route-checks.ts';
import type { Progress } from '../progress/progress.ts';

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
   * The words an article's page lays out from data under its header, besides its Markdown body:
   * the pipeline counts them from the components' render (tools/pipeline/laid-out-words.ts).
   */
  readonly laidOutWords: (content: ArticleContent, settings: SiteSettings) => number;
  /** Told how many bodies are compiled, as they are. */
  readonly progress?: Progress;
}

/** The default folders of the site's content, relative to the project root. */
export const siteContent = { articlesDir: 'src/content/articles', cacheDir: 'node_modules/.cache/capcut-guide' } as const;

/** An article with its pictures checked and planned: its body's by their path, its cover on the record. */
async function withPictures(root: string, article: MarkdownArticle, plan: ReturnType<typeof emptyPicturePlan>, column: ReturnType<typeof pictureColumn>): Promise<MarkdownArticle> {
  if (article.pictureUses.length === 0) return article;
  const pictures = await articlePictures(root, article.file, article.pictureUses, column, plan);
  const cover = article.pictureUses.find((use) => use.at === 'image');
  const coverPicture = cover && pictures[cover.src];
  return {
    ...article,
    record: { ...article.record, ...(coverPicture && { cover: { ...coverPicture, alt: cover.alt ?? '' } }), content: { ...article.record.content, pictures } },
  };
}

/** Loads, checks and derives every input of the site; throws an InputError naming every problem. */
export async function loadSite(settings: SiteSettings, sources: ContentSources): Promise<Site> {
  return (await loadSiteWithPictures(settings, sources)).site;
}

/** The site, and the picture files its pages name, which the pipeline makes (tools/pipeline/image-files.ts). */
export async function loadSiteWithPictures(settings: SiteSettings, sources: ContentSources): Promise<{ site: Site; pictureFiles: readonly ImageFile[] }> {
  const { root, articlesDir, cacheDir, extraRoutes, pageExists, pageDirs, laidOutWords } = sources;
  const files = await readArticleFiles(
    path.resolve(root, articlesDir),
    root,
    laidOutArticles.map(({ record }) => record.slug),
    compileCache(path.resolve(root, cacheDir, 'articles')),
    sources.progress,
  );
  const plan = emptyPicturePlan();
  const column = files.articles.some((article) => article.pictureUses.length > 0) ? pictureColumn(root) : undefined;
  const read = column ? await Promise.all(files.articles.map((article) => withPictures(root, article, plan, column))) : files.articles;
  const minutes = (words: number, content: ArticleContent) => minutesToRead(words + laidOutWords(content, settings));
  const entries: ArticleEntry[] = [
    ...read.map(({ file, links, words, pictureUses, ...entry }) => ({ ...entry, readingMinutes: minutes(words, entry.record.content) })),
    ...laidOutArticles.map((entry) => ({ ...entry, readingMinutes: minutes(0, entry.record.content) })),
  ];
  const articles = articleCollection(entries);
  const routes = [...siteRoutes(articles), ...extraRoutes];
  const problems = [
    ...files.problems,
    ...[...plan.problems].sort(),
    ...contentDataProblems(siteData),
    ...routeProblems(routes, { filesOf: filesClaiming(files.articles), pageExists, pageDirs }),
    ...articleLinkProblems(files.articles, routes),
  ];
  if (problems.length > 0) throw new InputError(problems);
  return { site: makeSite(settings, routes, articles), pictureFiles: [...plan.files.values()] };
}
