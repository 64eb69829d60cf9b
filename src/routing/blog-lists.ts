/**
 * The blog's lists: every post at /blog/, and one list per chip category at
 * /blog/category/<category>/, each in pages of `listPageSize` at static URLs (./pagination.ts).
 * Pure, so it is tested as a table; the manifest makes a route per page from it
 * (src/manifest/articles.ts) and BlogPage shows a page from it, so the two always agree.
 */
import type { ArticleCategory } from '../article-record.ts';
import { listPageCount, listPageItems } from './pagination.ts';
import type { RouteRecord } from './route-types.ts';

/** A category that has a chip and pages of its own; its heading and noun are each locale's (src/i18n/catalogue/, blog.categories). */
export interface BlogCategory {
  readonly category: ArticleCategory & ('Tutorial' | 'Effects' | 'Templates' | 'Tips' | 'Audio');
}

/** The categories that have a chip and pages of their own, in chip order (All comes first). */
export const blogCategories: readonly BlogCategory[] = [{ category: 'Tutorial' }, { category: 'Effects' }, { category: 'Templates' }, { category: 'Tips' }, { category: 'Audio' }];

/** The blog's first page, which lists every post. */
export const blogPath = '/blog/';

/** At most this many featured posts stand above a list, on its first page; any more are paged with the rest. */
export const maxFeatured = 6;

/** The path of a list's first page: /blog/ for every post (category ''), /blog/category/tutorial/ for one category. */
export const blogListPath = (category: string, prefix = ''): string => `${prefix}${category ? `${blogPath}category/${category.toLowerCase()}/` : blogPath}`;

/** The posts a list shows, in blog order: every post for '' (All), else those of the category. */
export const postsIn = <T extends { readonly category: string }>(posts: readonly T[], category: string): T[] =>
  posts.filter((post) => category === '' || post.category === category);

export interface BlogListPage<T> {
  /** The featured posts above the list: on the first page only, at most `maxFeatured`. */
  readonly featured: readonly T[];
  /** The page's share of the other posts. */
  readonly items: readonly T[];
  /** How many pages the list takes (at least one). */
  readonly count: number;
}

/** Page `number` (from 1) of a list of posts in blog order: the featured ones first, then the rest in pages. */
export function blogListPage<T extends { readonly featured: boolean }>(posts: readonly T[], number: number): BlogListPage<T> {
  const featured = posts.filter((post) => post.featured).slice(0, maxFeatured);
  const rest = posts.filter((post) => !featured.includes(post));
  return { featured: number === 1 ? featured : [], items: listPageItems(rest, number), count: listPageCount(rest.length) };
}

export interface BlogChip {
  /** '' for All, else the category. */
  readonly category: string;
  readonly label: string;
  /** The list's first page. */
  readonly path: string;
  /** How many posts the list holds. */
  readonly count: number;
}

/** All, then one chip per category, each counting the posts of its list (`postsOf`, as postsIn gives it): under `prefix` (a locale's, "/es"), only the lists that have posts, as only those have pages there. */
export const blogChips = (postsOf: (category: string) => readonly unknown[], prefix = ''): BlogChip[] => [
  { category: '', label: 'All', path: blogListPath('', prefix), count: postsOf('').length },
  ...blogCategories
    .map(({ category }) => ({ category, label: category, path: blogListPath(category, prefix), count: postsOf(category).length }))
    .filter((chip) => prefix === '' || chip.count > 0),
];

/** The paths of the list pages (routes with a `list`) on which any of the posts `slugs` names stands. */
export function listPagesShowing<T extends { readonly slug: string; readonly category: string; readonly featured: boolean }>(routes: readonly RouteRecord[], posts: readonly T[], slugs: ReadonlySet<string>): string[] {
  const lists = new Map<string, T[]>();
  return routes
    .filter(({ list }) => {
      if (!list) return false;
      const posted = lists.get(list.category) ?? lists.set(list.category, postsIn(posts, list.category)).get(list.category)!;
      const page = blogListPage(posted, list.number);
      return [...page.featured, ...page.items].some((post) => slugs.has(post.slug));
    })
    .map(({ path }) => path);
}
