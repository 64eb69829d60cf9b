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
  /** The page's versions in the site's languages, itself and x-default included, when it has translations. */
  readonly alternates?: readonly { readonly hreflang: string; readonly href: string }[];
}

/** URLs per sitemap file: below the protocol's 50,000, as @astrojs/sitemap keeps them. */
export const urlsPerSitemap = 45_000;

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The versions of a page in other languages (src/head/head-tags.ts's languageVersions): none for a site of one language. */
type Versions = (route: RouteRecord) => readonly { readonly hreflang: string; readonly path: string }[];

/** One entry per indexable canonical path, sorted by URL, with the page's language versions (the same set its head names). */
export const sitemapEntries = (routes: readonly RouteRecord[], { absoluteUrl }: SiteUrls, versionsOf: Versions = () => []): SitemapEntry[] =>
  routes
    .flatMap((route) => {
      if (!route.sitemap) return [];
      const alternates = versionsOf(route).map(({ hreflang, path }) => ({ hreflang, href: absoluteUrl(path) }));
      return [
        {
          loc: absoluteUrl(route.path),
          ...(route.meta.article && { lastmod: route.meta.article.modifiedTime }),
          changefreq: route.sitemap.changefreq,
          priority: route.sitemap.priority,
          ...(alternates.length > 0 && { alternates }),
        },
      ];
    })
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));

const builder = new XMLBuilder({ format: true, indentBy: '  ', ignoreAttributes: false });

const xml = (root: Record<string, unknown>): string => builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root });

export const urlsetXml = (entries: readonly SitemapEntry[]): string =>
  xml({
    urlset: {
      '@_xmlns': namespace,
      ...(entries.some((entry) => entry.alternates) && { '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml' }),
      url: entries.map(({ alternates, ...entry }) => ({
        ...entry,
        priority: entry.priority.toFixed(1),
        ...(alternates && { 'xhtml:link': alternates.map(({ hreflang, href }) => ({ '@_rel': 'alternate', '@_hreflang': hreflang, '@_href': href })) }),
      })),
    },
  });

/** The sitemap's files by name: sitemap.xml, or past the limit an index and its parts. */
export function sitemapFiles(entries: readonly SitemapEntry[], { absoluteUrl }: SiteUrls, limit = urlsPerSitemap): Map<string, string> {
  const name = sitemapPath.slice(1);
  if (entries.length <= limit) return new Map([[name, urlsetXml(entries)]]);
  const parts = new Map<string, string>();
  for (let start = 0; start < entries.length; start += limit) parts.set(`sitemap-${parts.size + 1}.xml`, urlsetXml(entries.slice(start, start + limit)));
  const index = xml({ sitemapindex: { '@_xmlns': namespace, sitemap: [...parts.keys()].map((part) => ({ loc: absoluteUrl(`/${part}`) })) } });
  return new Map([[name, index], ...parts]);
}
