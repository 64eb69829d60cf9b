/**
 * The blog index: the eleven posts of the blog (spec §3), joined from the catalog heads and their
 * summaries, small enough for the home page to import. Article bodies live in src/content/articles/.
 */
import { author } from '../site.ts';
import { catalogEntry, readTime, type PostCategory } from './articles/catalog.ts';
import { summaryOf } from './articles/summaries.ts';

export type { PostCategory };

export interface Post {
  readonly title: string;
  readonly excerpt: string;
  readonly category: PostCategory;
  /** Reading time as shown on cards, e.g. "15 min read". */
  readonly readTime: string;
  readonly readingMinutes: number;
  readonly author: string;
  /** Fixed ISO publication date (never the clock). */
  readonly date: string;
  readonly featured: boolean;
  /** Decorative emoji; render it aria-hidden beside the title. */
  readonly icon: string;
  readonly slug: string;
  readonly keywords: readonly string[];
  /** The canonical path of the post's page. */
  readonly path: string;
}

/** The post of a catalog entry, with its summary. */
export const postFor = (slug: string, featured = false): Post => {
  const { title, category, readingMinutes, date, icon, path } = catalogEntry(slug);
  const { excerpt, keywords } = summaryOf(slug);
  return { title, excerpt, category, readTime: readTime(readingMinutes), readingMinutes, author, date, featured, icon, slug, keywords, path };
};

/** In blog order; the first two are featured. */
export const posts: readonly Post[] = [
  postFor('velocity-edit', true),
  postFor('blur-effects', true),
  postFor('trending-templates'),
  postFor('color-grading'),
  postFor('keyboard-shortcuts'),
  postFor('audio-sync'),
  postFor('top-templates-2025'),
  postFor('capcut-vs-pro'),
  postFor('capcut-vs-vn'),
  postFor('tiktok-templates'),
  postFor('beginner-guide'),
];
