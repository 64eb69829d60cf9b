/**
 * The article collection as pages and lists read it: one record per article (a guide, a
 * comparison or a blog post), how it is served, and the card that lists show of it. The content
 * layer (tools/content/) makes it once per build; pages read it from the site (useSite().articles).
 */
import type { HowToData } from './content-types.ts';
import type { EditorKey } from './content/comparisons/official-sites.ts';
import type { PlansContent } from './content/comparisons/capcut-vs-pro.ts';
import type { ScoresContent } from './content/comparisons/capcut-vs-vn.ts';
import type { RankingContent } from './content/learning/templates.ts';
import type { TiktokGuideContent } from './content/learning/tiktok.ts';
import type { ComponentType } from 'react';
import type { IconName } from './icon-names.ts';
import type { SitemapMeta } from './routing/route-types.ts';

export const articleCategories = ['Tutorial', 'Effects', 'Templates', 'Tips', 'Audio', 'Comparison', 'Social Media'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

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

export interface SectionLink {
  readonly id: string;
  readonly title: string;
}

/** What an article written in Markdown shows under its header. */
export interface MarkdownContent {
  readonly kind: 'markdown';
  /** The compiled body; give it the article's components (article-components.tsx). */
  readonly Body: ComponentType<{ components: Record<string, ComponentType<never>> }>;
  readonly sections: readonly SectionLink[];
  /** Its steps, shown where the body places <HowTo> and given as HowTo JSON-LD. */
  readonly howTo?: HowToData;
  readonly layout: 'guide' | 'comparison';
  /** The editor a comparison compares CapCut with. */
  readonly editor?: EditorKey;
}

/** What an article shows under its header, told apart by `kind`. */
export type ArticleContent = MarkdownContent | PlansContent | ScoresContent | RankingContent | TiktokGuideContent;

export type AnyArticle = ArticleRecord<ArticleContent>;

/** An article and how the site serves it. */
export interface ArticleEntry {
  readonly record: AnyArticle;
  /** The page module in src/pages/ (file name without .tsx) that renders it. */
  readonly page: string;
  /** Other paths that show it; their canonical link points at the record's path. */
  readonly aliases: readonly string[];
  readonly sitemap: SitemapMeta;
  /** Whether it has a card on /blog/ (and an entry in the feed); featured cards come first. */
  readonly blog?: 'featured' | 'listed';
  /** Minutes to read the words its page shows under its header. */
  readonly readingMinutes: number;
}

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
}

/** The collection: every article once, in blog order, with the lookups pages need. */
export interface Articles {
  /** Featured first, then newest first; the articles without a card follow. */
  readonly list: readonly ArticleEntry[];
  readonly bySlug: ReadonlyMap<string, ArticleEntry>;
  readonly byPath: ReadonlyMap<string, ArticleEntry>;
  /** The cards of the articles listed on /blog/ and in the feed, in blog order. */
  readonly posts: readonly ArticleCard[];
}

const cardOrder = { featured: 0, listed: 1, none: 2 } as const;

export const articleCard = ({ record, blog, readingMinutes }: ArticleEntry): ArticleCard => ({
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
});

/** The collection of some articles, sorted so every build lists them in the same order. */
export function articleCollection(entries: readonly ArticleEntry[]): Articles {
  const list = [...entries].sort(
    (a, b) => cardOrder[a.blog ?? 'none'] - cardOrder[b.blog ?? 'none'] || b.record.published.localeCompare(a.record.published) || a.record.slug.localeCompare(b.record.slug),
  );
  return {
    list,
    bySlug: new Map(list.map((entry) => [entry.record.slug, entry])),
    byPath: new Map(list.map((entry) => [entry.record.path, entry])),
    posts: list.filter((entry) => entry.blog).map(articleCard),
  };
}

/** As cards and headers show it. */
export const readTime = (minutes: number): string => `${minutes} min read`;
