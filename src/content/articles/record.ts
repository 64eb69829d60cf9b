/**
 * One record per article (a guide, a comparison or a blog post): everything a page, a card, the
 * head, the sitemap and the feed say about it, written once. The manifest, the /blog/ cards, the
 * page header, the Article JSON-LD, the sitemap's lastmod and /blog/feed.xml are all derived from it.
 */
import type { IconName } from '../../components/icon-names.ts';

export type ArticleCategory = 'Tutorial' | 'Effects' | 'Templates' | 'Tips' | 'Audio' | 'Comparison' | 'Social Media';

export interface ArticleRecord<Content extends { readonly kind: string } = { readonly kind: string }> {
  /** A short key other articles use to link to this one, e.g. "velocity-edit". */
  readonly slug: string;
  /** The canonical path. */
  readonly path: string;
  /** The page's own title, for search results and the browser tab; the head adds the site name where it fits in 60 characters. */
  readonly title: string;
  /** The <h1>; also the card's title, the JSON-LD headline and the feed entry's title. */
  readonly heading: string;
  /** The meta description, the card's excerpt and the feed summary: 70 to 160 characters. */
  readonly description: string;
  /** The paragraph under the heading. */
  readonly lead: string;
  /** Decorative; shown aria-hidden beside the category. */
  readonly icon: IconName;
  readonly category: ArticleCategory;
  /** Meta keywords, article:tag and the Article JSON-LD keywords. */
  readonly tags: readonly string[];
  /** ISO date the article was first published. */
  readonly published: string;
  /** ISO date its content last changed (never the build's clock). */
  readonly modified: string;
  /** What the page shows under its header; `kind` says which component renders it. */
  readonly content: Content;
}
