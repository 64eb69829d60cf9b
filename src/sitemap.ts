/**
 * sitemap.xml from the manifest: a pure function from routes to entries, and a writer. The build
 * and the /sitemap page's download button use the same two functions.
 */
import { escapeMarkup } from './escape-markup.ts';
import type { ChangeFrequency, RouteRecord } from './routing/route-types.ts';

export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string;
  readonly changefreq: ChangeFrequency;
  readonly priority: number;
}

export interface SitemapFile {
  /** File name at the site root. */
  readonly name: string;
  readonly xml: string;
}

/** The protocol's limit of URLs per sitemap file. */
export const urlsPerSitemap = 50_000;

/** The sitemap's file name, at the root of the site: robots.txt and the /sitemap page name it. */
export const sitemapFile = 'sitemap.xml';

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One entry per indexable canonical path, sorted by URL so the output never changes order. */
export const sitemapEntries = (routes: readonly RouteRecord[], absoluteUrl: (path: string) => string): SitemapEntry[] =>
  routes
    .flatMap((route) =>
      route.sitemap
        ? [
            {
              loc: absoluteUrl(route.path),
              ...(route.meta.article ? { lastmod: route.meta.article.modifiedTime } : {}),
              changefreq: route.sitemap.changefreq,
              priority: route.sitemap.priority,
            },
          ]
        : [],
    )
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));


/** The document: one element per line, each level indented by two spaces. */
const xmlDocument = (root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', items: readonly Readonly<Record<string, string>>[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${namespace}">`,
    ...items.flatMap((fields) => [
      `  <${item}>`,
      ...Object.entries(fields).map(([name, value]) => `    <${name}>${escapeMarkup(value)}</${name}>`),
      `  </${item}>`,
    ]),
    `</${root}>`,
    '',
  ].join('\n');

export const urlsetXml = (entries: readonly SitemapEntry[]): string =>
  xmlDocument('urlset', 'url', entries.map((entry) => ({ ...entry, priority: entry.priority.toFixed(1) })));

/**
 * sitemap.xml, or past the URL limit a sitemap index at sitemap.xml pointing at
 * sitemap-1.xml, sitemap-2.xml and so on.
 */
export function sitemapFiles(entries: readonly SitemapEntry[], absoluteUrl: (path: string) => string, limit = urlsPerSitemap): SitemapFile[] {
  if (entries.length <= limit) return [{ name: sitemapFile, xml: urlsetXml(entries) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, xml: urlsetXml(entries.slice(start, start + limit)) });
  }
  const index = xmlDocument('sitemapindex', 'sitemap', parts.map((part) => ({ loc: absoluteUrl(`/${part.name}`) })));
  return [{ name: sitemapFile, xml: index }, ...parts];
}
