/**
 * sitemap.xml from the manifest: a pure function from routes to entries, sorted so the output
 * never changes order, and a writer (fast-xml-parser's builder escapes every value). Past the
 * URLs one file may hold, sitemap.xml becomes a sitemap index naming sitemap-1.xml, sitemap-2.xml...
 */
import { XMLBuilder } from 'fast-xml-parser';
import type { ChangeFrequency, RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteUrls } from '../../src/site-address.ts';
import { sitemapPath } from '../../src/site.ts';

export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string;
  readonly changefreq: ChangeFrequency;
  readonly priority: number;
}

/** URLs per sitemap file: below the protocol's 50,000, as @astrojs/sitemap keeps them. */
export const urlsPerSitemap = 45_000;

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One entry per indexable canonical path, sorted by URL. */
export const sitemapEntries = (routes: readonly RouteRecord[], { absoluteUrl }: SiteUrls): SitemapEntry[] =>
  routes
    .flatMap((route) =>
      route.sitemap
        ? [{ loc: absoluteUrl(route.path), ...(route.meta.article && { lastmod: route.meta.article.modifiedTime }), changefreq: route.sitemap.changefreq, priority: route.sitemap.priority }]
        : [],
    )
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));

const builder = new XMLBuilder({ format: true, indentBy: '  ', ignoreAttributes: false });

const xml = (root: Record<string, unknown>): string => builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root });

export const urlsetXml = (entries: readonly SitemapEntry[]): string =>
  xml({ urlset: { '@_xmlns': namespace, url: entries.map((entry) => ({ ...entry, priority: entry.priority.toFixed(1) })) } });

/** The sitemap's files by name: sitemap.xml, or past the limit an index and its parts. */
export function sitemapFiles(entries: readonly SitemapEntry[], { absoluteUrl }: SiteUrls, limit = urlsPerSitemap): Map<string, string> {
  const name = sitemapPath.slice(1);
  if (entries.length <= limit) return new Map([[name, urlsetXml(entries)]]);
  const parts = new Map<string, string>();
  for (let start = 0; start < entries.length; start += limit) parts.set(`sitemap-${parts.size + 1}.xml`, urlsetXml(entries.slice(start, start + limit)));
  const index = xml({ sitemapindex: { '@_xmlns': namespace, sitemap: [...parts.keys()].map((part) => ({ loc: absoluteUrl(`/${part}`) })) } });
  return new Map([[name, index], ...parts]);
}
