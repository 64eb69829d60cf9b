/**
 * The card of every article: what a list of articles shows about one (title, excerpt, icon,
 * category, reading time, dates, path), derived from its record. The /blog/ cards and the feed
 * are built from these.
 */
import type { IconName } from '../../components/icon-names.ts';
import { articleList } from './article-list.ts';
import { readingMinutes } from './reading-minutes.ts';
import type { ArticleCategory } from './record.ts';

export interface ArticleCard {
  readonly slug: string;
  /** The article's heading, as its page shows it. */
  readonly title: string;
  /** The article's description. */
  readonly excerpt: string;
  readonly icon: IconName;
  readonly category: ArticleCategory;
  readonly readingMinutes: number;
  /** ISO dates from the record. */
  readonly published: string;
  readonly modified: string;
  readonly tags: readonly string[];
  /** The canonical path of the article's page. */
  readonly path: string;
}

export const articleCards: readonly ArticleCard[] = articleList.map(({ record }) => ({
  slug: record.slug,
  title: record.heading,
  excerpt: record.description,
  icon: record.icon,
  category: record.category,
  readingMinutes: readingMinutes[record.slug]!,
  published: record.published,
  modified: record.modified,
  tags: record.tags,
  path: record.path,
}));

export const catalogEntry = (slug: string): ArticleCard => {
  const found = articleCards.find((card) => card.slug === slug);
  if (!found) throw new Error(`No article with slug "${slug}"`);
  return found;
};
