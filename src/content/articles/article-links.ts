/**
 * What a link to an article shows (its path, heading, icon and category), for the links between
 * articles: previous and next, and cards to other guides.
 */
import type { IconName } from '../../components/icon-names.ts';
import { articleList, readingOrder as order } from './article-list.ts';
import type { ArticleCategory } from './record.ts';

export interface ArticleLink {
  readonly path: string;
  readonly heading: string;
  readonly icon: IconName;
  readonly category: ArticleCategory;
}

export const articleLinks: Readonly<Record<string, ArticleLink>> = Object.fromEntries(
  articleList.map(({ record: { slug, path, heading, icon, category } }) => [slug, { path, heading, icon, category }]),
);

/** The guides a reader goes through one after another, by slug. */
export const readingOrder: readonly string[] = order;
