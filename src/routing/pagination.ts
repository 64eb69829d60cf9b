/**
 * Lists in pages of a fixed size at static URLs, as Eleventy's pagination and Astro's paginate()
 * make them: the first page at the list's own path, the others at <path>page/<n>/. Pure, so it is
 * tested as a table; the blog's routes (src/manifest/articles.ts) and its page links read it.
 */

/** Cards per page of a list: a multiple of 2 and 3, so the grids fill their rows. */
export const listPageSize = 24;

/** The path of page `number` of the list at `path` ("/blog/" -> "/blog/page/2/"). */
export const listPagePath = (path: string, number: number): string => (number === 1 ? path : `${path}page/${number}/`);

/** How many pages a list of `count` items takes: at least one, which says the list is empty. */
export const listPageCount = (count: number, size = listPageSize): number => Math.max(1, Math.ceil(count / size));

/** The items of page `number` (from 1). */
export const listPageItems = <T>(items: readonly T[], number: number, size = listPageSize): T[] => items.slice((number - 1) * size, number * size);

/**
 * The page numbers a page links to: the first, the last, and two on each side of the current one,
 * with null where numbers are left out; at most nine entries, whatever the number of pages.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, count])].filter((number) => number >= 1 && number <= count).sort((a, b) => a - b);
  return shown.flatMap((number, index) => (index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number]));
}
