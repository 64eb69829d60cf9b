/**
 * The record of one article (a guide, a comparison or a blog post): everything a page, a card,
 * the head, the sitemap and the feed say about it, written once. Content modules import it;
 * the collection (src/articles.ts) gathers them.
 */
import type { Root } from 'hast';
import type { EditorKey, HowToData } from './content-types.ts';
import type { IconName } from './icon-names.ts';
import type { ArticlePicture, PictureData } from './picture.ts';
import type { Channel } from './site.ts';

export const articleCategories = ['Tutorial', 'Effects', 'Templates', 'Tips', 'Audio', 'Comparison', 'Social Media'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface ArticleRecord {
  /** A short key other articles use to link to this one, e.g. "velocity-edit". */
  readonly slug: string;
  /** The canonical path. */
  readonly path: string;
  /** The page's own title, for search results and the browser tab; the head adds the site name where it fits in 60 characters. */
  readonly title: string;
  /** The <h1>; also the card's title, the JSON-LD headline and the feed entry's title. */
  readonly heading: string;
  /** The title on the page's social card, when it is not the heading (a shorter one). */
  readonly cardTitle?: string;
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
  /** The picture at the top of its page, on its list card, in its JSON-LD and on its social card (front matter `image`). */
  readonly cover?: ArticlePicture;
  /** What the page shows under its header. */
  readonly content: ArticleContent;
}

export interface SectionLink {
  readonly id: string;
  readonly title: string;
}

/**
 * A button under an article's lead (front matter `actions`): a page of the site, an official
 * download channel (src/site.ts) or an alternative editor's own site (officialSites); the first
 * is the primary button.
 */
export type ArticleAction = { readonly label: string } & ({ readonly href: string } | { readonly download: Channel } | { readonly site: EditorKey });

/** How an article's page is laid out: a guide (a reading measure, table of contents, previous and next), a "CapCut vs X" comparison, or the page's width for what its body lays out. */
export type ArticleLayout = 'guide' | 'comparison' | 'wide';

/** What an article shows under its header: its file's body and what the content layer read of it. */
export interface ArticleContent {
  /** The compiled body: its HTML tree, whose components article-components.tsx renders. */
  readonly body: Root;
  readonly sections: readonly SectionLink[];
  /** Its steps, shown where the body places <HowTo> and given as HowTo JSON-LD. */
  readonly howTo?: HowToData;
  readonly layout: ArticleLayout;
  /** The buttons under the lead. */
  readonly actions?: readonly ArticleAction[];
  /** The editor a comparison compares CapCut with. */
  readonly editor?: EditorKey;
  /** The components its body places, by name, each once (<CapcutVsPro />, say, which adds its FAQ to the page's JSON-LD). */
  readonly components: readonly string[];
  /** The pictures its body shows, by the path written in the body. */
  readonly pictures: Readonly<Record<string, PictureData>>;
}
