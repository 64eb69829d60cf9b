/** The shape of a route record in the manifest (src/routes.ts). */

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface ArticleMeta {
  /** ISO date the article was first published. */
  readonly publishedTime: string;
  /** ISO date the article last changed; also the sitemap's lastmod. */
  readonly modifiedTime: string;
  /** Blog category, e.g. "Tutorial". */
  readonly category: string;
  /** Topic tags for article:tag and the Article JSON-LD. */
  readonly tags: readonly string[];
  /** Reading time in minutes (spec §9). */
  readonly readingMinutes: number;
}

export interface PageMeta {
  /** The <title>, unique across the site. */
  readonly title: string;
  /** The meta description, unique across the site. */
  readonly description: string;
  /** Meta keywords. */
  readonly keywords: readonly string[];
  /** Author meta; defaults to the site's editorial team. */
  readonly author?: string;
  /** Social preview image path; defaults to the site image. */
  readonly ogImage?: string;
  /** Open Graph type. */
  readonly ogType: 'website' | 'article';
  /** Article facts; present exactly when ogType is 'article'. */
  readonly article?: ArticleMeta;
}

export interface SitemapMeta {
  /** sitemaps.org priority, 0 to 1 (spec §9). */
  readonly priority: number;
  /** sitemaps.org change frequency (spec §9). */
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
}
