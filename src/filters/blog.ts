/** The /blog/ category filter: which posts a chip shows, and how many each chip counts. Pure, so it is tested as a table. */

/** The categories that have a chip, in chip order; "All" comes first with the value ''. */
export const blogCategories = ['Tutorial', 'Effects', 'Templates', 'Tips', 'Audio'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The chip's value in the URL query (?category=tutorial). */
export const categoryValue = (category: BlogCategory): string => category.toLowerCase();

/** The category a query value selects; '' (All) for an empty or unknown value. */
export const parseCategory = (value: string): BlogCategory | '' =>
  blogCategories.find((category) => categoryValue(category) === value.trim().toLowerCase()) ?? '';

/** The posts a chip shows, in their original order; '' shows every post. */
export const filterPosts = <T extends { readonly category: string }>(posts: readonly T[], category: BlogCategory | ''): T[] =>
  posts.filter((post) => category === '' || post.category === category);

export interface BlogChip {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** All, then one chip per category, each counting the posts it would show. */
export const blogChips = (posts: readonly { readonly category: string }[]): BlogChip[] => [
  { value: '', label: 'All', count: posts.length },
  ...blogCategories.map((category) => ({ value: categoryValue(category), label: category, count: filterPosts(posts, category).length })),
];
