/** The shape of a route record in the manifest (src/manifest/routes.ts). */

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface ArticleMeta {
  /** The article's heading: the Article JSON-LD headline, without the site name. */
  readonly headline: string;
  /** ISO date the article was first published. */
  readonly publishedTime: string;
  /** ISO date the article last changed; also the sitemap's lastmod. */
  readonly modifiedTime: string;
  /** Blog category, e.g. "Tutorial". */
  readonly category: string;
  /** Topic tags for article:tag and the Article JSON-LD. */
  readonly tags: readonly string[];
}

export interface PageMeta {
  /** The page's own title, unique across the site; the head adds the site's name where it fits (src/head/document-title.ts). */
  readonly title: string;
  /** The meta description, unique across the site. */
  readonly description: string;
  /** Meta keywords. */
  readonly keywords: readonly string[];
  /** Author meta; defaults to the site's editorial team. */
  readonly author?: string;
  /** Open Graph type. */
  readonly ogType: 'website' | 'article';
  /** Article facts; present exactly when ogType is 'article'. */
  readonly article?: ArticleMeta;
  /** Set on every page of a preview build: noindex, whatever its sitemap entry. */
  readonly noindex?: true;
}

export interface SitemapMeta {
  /** sitemaps.org priority, 0 to 1 (home 1, /download/ 0.9, main pages 0.8 down to legal pages 0.3). */
  readonly priority: number;
  /** sitemaps.org change frequency: daily for the home, download and blog pages, yearly for legal pages. */
  readonly changefreq: ChangeFrequency;
}

export interface RouteRecord {
  /** The canonical URL path; every path ends in a slash, the site's trailing-slash policy. */
  readonly path: string;
  /** Other paths that render the same page; their canonical link points at `path`. */
  readonly aliases: readonly string[];
  /** A short name for link lists, such as the /sitemap page ("Privacy policy"). */
  readonly label: string;
  /** The module in src/pages/ (file name without .tsx) whose default export renders the page. */
  readonly page: string;
  /** Head metadata. */
  readonly meta: PageMeta;
  /** Sitemap entry; null keeps the page out of the sitemap and marks it noindex. */
  readonly sitemap: SitemapMeta | null;
  /** Whether the sticky download banner may show on this page. */
  readonly banner: boolean;
  /** The id of the language the page is written in (src/i18n/locales.ts); absent on the default locale's pages. */
  readonly locale?: string;
  /** On a translation: the path of the default locale's page it translates; the pages that share it link one another (hreflang). */
  readonly translates?: string;
  /** On a page of a list (the blog's): its category ('' for every post), its page number from 1 and how many pages the list has. */
  readonly list?: { readonly category: string; readonly number: number; readonly count: number };
}
