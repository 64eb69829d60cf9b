/**
 * Every article of the site (guides, comparisons, blog posts): its record and how it is served.
 * The manifest (src/manifest/articles.ts), the /blog/ cards, the reading times and the feed all
 * read this list. Adding an article is adding its Markdown file to this folder (CONTRIBUTING.md).
 */
import path from 'node:path';
import type { SitemapMeta } from '../../routing/route-types.ts';
import { capcutVsPro, type PlansContent } from '../comparisons/capcut-vs-pro.ts';
import { capcutVsVn, type ScoresContent } from '../comparisons/capcut-vs-vn.ts';
import { topTemplates2025, type RankingContent } from '../learning/templates.ts';
import { tiktokGuide, type TiktokGuideContent } from '../learning/tiktok.ts';
import { loadArticles, type MarkdownContent } from './load-articles.ts';
import type { ArticleRecord } from './record.ts';

/** What an article shows under its header, told apart by `kind`. */
export type ArticleContent = MarkdownContent | PlansContent | ScoresContent | RankingContent | TiktokGuideContent;

export type AnyArticle = ArticleRecord<ArticleContent>;

export interface ArticleEntry {
  readonly record: AnyArticle;
  /** The page module in src/pages/ (file name without .tsx) that renders it. */
  readonly page: string;
  /** Other paths that show it; their canonical link points at the record's path. */
  readonly aliases: readonly string[];
  readonly sitemap: SitemapMeta;
  /** Whether it has a card on /blog/ (and an entry in the feed); featured cards come first. */
  readonly blog?: 'featured' | 'listed';
}

const guide = { priority: 0.6, changefreq: 'monthly' } as const;
const post = { priority: 0.7, changefreq: 'monthly' } as const;

/** The articles whose pages lay out data of their own (plans, scores, rankings), each with its page module. */
const laidOutArticles: readonly ArticleEntry[] = [
  { record: topTemplates2025, page: 'TopTemplatesPage', aliases: ['/blog/top-templates-2025/'], sitemap: guide, blog: 'listed' },
  { record: capcutVsPro, page: 'CapcutVsProPage', aliases: ['/blog/capcut-vs-pro/'], sitemap: post, blog: 'listed' },
  { record: capcutVsVn, page: 'CapcutVsVnPage', aliases: ['/blog/capcut-vs-vn/'], sitemap: post, blog: 'listed' },
  { record: tiktokGuide, page: 'TiktokTemplatesPage', aliases: ['/blog/tiktok-templates/'], sitemap: guide, blog: 'listed' },
];

/** The articles written in Markdown: every .md and .mdx file of this folder, checked and compiled. */
export const articleFiles = await loadArticles(
  import.meta.dirname,
  path.resolve(import.meta.dirname, '../../..'),
  laidOutArticles.map(({ record }) => record.slug),
);

/** Rendered by src/pages/ArticlePage.tsx. */
const markdownArticles: readonly ArticleEntry[] = articleFiles.map(({ record, aliases, sitemap, blog }) => ({ record, page: 'ArticlePage', aliases, sitemap, ...(blog && { blog }) }));

const cardOrder = { featured: 0, listed: 1, none: 2 } as const;

/** In the order of the /blog/ cards: featured first, then newest first; the articles without a card follow. */
export const articleList: readonly ArticleEntry[] = [...markdownArticles, ...laidOutArticles].sort(
  (a, b) => cardOrder[a.blog ?? 'none'] - cardOrder[b.blog ?? 'none'] || b.record.published.localeCompare(a.record.published) || a.record.slug.localeCompare(b.record.slug),
);

/** The article written in the Markdown file whose canonical path this is. */
export function markdownArticleAt(canonicalPath: string): ArticleRecord<MarkdownContent> {
  const entry = markdownArticles.find(({ record }) => record.path === canonicalPath);
  if (!entry) throw new Error(`No article file has the path ${canonicalPath}`);
  return entry.record as ArticleRecord<MarkdownContent>;
}

/** The guides a reader goes through one after another, by slug (the complete guide is the map of them, not a stop). */
export const readingOrder: readonly string[] = ['installation-guide', 'beginner-guide', 'keyboard-shortcuts', 'velocity-edit', 'blur-effects', 'color-grading', 'audio-sync', 'trending-templates'];
