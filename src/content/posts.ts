/**
 * The blog: the cards of the articles listed on /blog/, in blog order, featured first where the
 * list says so.
 */
import { articleList } from './articles/article-list.ts';
import { catalogEntry, type ArticleCard } from './articles/catalog.ts';
import { author } from '../site.ts';

export interface Post extends ArticleCard {
  readonly author: string;
  readonly featured: boolean;
}

export const posts: readonly Post[] = articleList.flatMap(({ record, blog }) =>
  blog ? [{ ...catalogEntry(record.slug), author, featured: blog === 'featured' }] : [],
);
