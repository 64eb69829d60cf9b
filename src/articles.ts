/**
 * The article collection as pages and lists read it: one record per article (a guide, a
 * comparison or a blog post), how it is served, and the card that lists show of it. The content
 * layer (tools/content/) makes it once per build; pages read it from the site (useSite().articles).
 */
import type { ArticleCategory, ArticleRecord } from './article-record.ts';
import { instantOf } from './article-dates.ts';
import type { IconName } from './icon-names.ts';
import type { ArticlePicture } from './picture.ts';
import type { SitemapMeta } from './routing/route-types.ts';
import { blogListPage, postsIn, type BlogListPage } from './routing/blog-lists.ts';

export { articleCategories, type ArticleCategory, type ArticleContent, type ArticleRecord, type SectionLink } from './article-record.ts';

/** An article and how the site serves it. */
export interface ArticleEntry {
  /** The article file it is read from, relative to the project (src/content/articles/...). */
  readonly file: string;
  readonly record: ArticleRecord;
  /** The page module in src/pages/ (file name without .tsx) that renders it. */
  readonly page: string;
  /** Other paths that show it; their canonical link points at the record's path. */
  readonly aliases: readonly string[];
  readonly sitemap: SitemapMeta;
  /** Whether it has a card on /blog/ (and an entry in the feed); featured cards come first. */
  readonly blog?: 'featured' | 'listed';
  /** Minutes to read the words its page shows under its header. */
  readonly readingMinutes: number;
  /** Set only in `npm run dev` and preview builds, which show what a build leaves out: a draft, or a post scheduled after the build's time. */
  readonly unpublished?: Unpublished;
  /** On a translation: the English article it translates, and the translation's language. */
  readonly translates?: { readonly slug: string; readonly path: string; readonly locale: string };
}

/** Why an article is not published: `draft: true`, or a `published` time still to come. */
export type Unpublished = 'draft' | 'scheduled';

/** What a list of articles shows about one: the /blog/ cards, the home page's preview, the feed. */
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
  /** Whether it is featured on /blog/. */
  readonly featured: boolean;
  /** The article's cover picture, shown small on the card. */
  readonly picture?: ArticlePicture;
  /** In `npm run dev` and preview builds, a card of a post not published yet says so. */
  readonly unpublished?: Unpublished;
}

/** The collection: every article once, in blog order, with the lookups pages need. */
export interface Articles {
  /** Featured first, then newest first; the articles without a card follow. */
  readonly list: readonly ArticleEntry[];
  readonly bySlug: ReadonlyMap<string, ArticleEntry>;
  readonly byPath: ReadonlyMap<string, ArticleEntry>;
  /** The cards of the articles listed on /blog/ and in the feed, in blog order. */
  readonly posts: readonly ArticleCard[];
  /**
   * A list of the blog's posts ('' for every post, else a category's, routing/blog-lists.ts), made
   * once per list: each of a large blog's hundreds of list pages shows its share of one, and a
   * build records what a page reads, so a page that filtered every post would read every post.
   */
  readonly postsIn: (category: string) => readonly ArticleCard[];
  /** Page `number` (from 1) of that list. */
  readonly listPage: (category: string, number: number) => BlogListPage<ArticleCard>;
}

const cardOrder = { featured: 0, listed: 1, none: 2 } as const;

export const articleCard = ({ record, blog, readingMinutes, unpublished }: ArticleEntry): ArticleCard => ({
  slug: record.slug,
  title: record.heading,
  excerpt: record.description,
  icon: record.icon,
  category: record.category,
  readingMinutes,
  published: record.published,
  modified: record.modified,
  tags: record.tags,
  path: record.path,
  featured: blog === 'featured',
  ...(record.cover && { picture: record.cover }),
  ...(unpublished && { unpublished }),
});

/** The collection of some articles, sorted so every build lists them in the same order. */
export function articleCollection(entries: readonly ArticleEntry[]): Articles {
  // Each date read once, not at every comparison: thousands of articles are sorted on every save in `npm run dev`.
  const published = new Map(entries.map((entry) => [entry, instantOf(entry.record.published)]));
  const { compare } = new Intl.Collator();
  const list = [...entries].sort((a, b) => cardOrder[a.blog ?? 'none'] - cardOrder[b.blog ?? 'none'] || published.get(b)! - published.get(a)! || compare(a.record.slug, b.record.slug));
  const posts = list.filter((entry) => entry.blog).map(articleCard);
  const lists = new Map<string, ArticleCard[]>();
  const listOf = (category: string) => lists.get(category) ?? lists.set(category, postsIn(posts, category)).get(category)!;
  return {
    list,
    // A translation is found by its original's slug: the key an <ArticleCard> or the reading order names.
    bySlug: new Map(list.map((entry) => [entry.translates?.slug ?? entry.record.slug, entry])),
    byPath: new Map(list.map((entry) => [entry.record.path, entry])),
    posts,
    postsIn: listOf,
    listPage: (category, number) => blogListPage(listOf(category), number),
  };
}
