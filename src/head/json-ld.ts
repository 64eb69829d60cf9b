/**
 * JSON-LD: the one serializer, and the records every page carries. Nodes are typed with
 * schema-dts (types only, nothing reaches the browser), so a misspelt property or a value of the
 * wrong kind fails `npm run typecheck`.
 */
import type { BreadcrumbList, SoftwareApplication, Thing as SchemaThing, WebSite } from 'schema-dts';
import type { SiteUrls } from '../site-address.ts';
import type { Crumb } from '../breadcrumbs.ts';
import { platforms } from '../facts.ts';
import { appMaker, appName, siteName, siteTagline } from '../site.ts';

/** A schema.org node, as schema-dts describes it. */
export type Thing = Exclude<SchemaThing, string>;

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script type="application/ld+json"> block. Escaping <, >, & and the two JSON-legal
 * line separators means no string can close the block or be read as markup.
 */
export const serializeJsonLd = (thing: Thing): string =>
  JSON.stringify({ '@context': 'https://schema.org', ...thing }).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!);

/** The site itself: its languages' tags (one, or every one), its tagline in the page's language. */
export const websiteThing = ({ absoluteUrl }: SiteUrls, languages: readonly string[] = ['en'], description = siteTagline): WebSite => ({
  '@type': 'WebSite',
  name: siteName,
  description,
  url: absoluteUrl('/'),
  inLanguage: languages.length === 1 ? languages[0]! : [...languages],
});

/** The app itself. No aggregateRating: the ratings were collected by the stores, not this site. */
export const softwareApplicationThing = (): SoftwareApplication => ({
  '@type': 'SoftwareApplication',
  name: appName,
  applicationCategory: 'MultimediaApplication',
  applicationSubCategory: 'Video editor',
  operatingSystem: 'Android, iOS, Windows, macOS',
  softwareVersion: platforms.android.version.value,
  author: { '@type': 'Organization', name: appMaker },
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
});

const itemUrl = (crumb: Crumb, last: boolean, canonicalPath: string, absoluteUrl: SiteUrls['absoluteUrl']) => {
  const path = last ? canonicalPath : crumb.path;
  return path ? { item: absoluteUrl(path) } : {};
};

export const breadcrumbThing = (crumbs: readonly Crumb[], canonicalPath: string, { absoluteUrl }: SiteUrls): BreadcrumbList => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    ...itemUrl(crumb, index === crumbs.length - 1, canonicalPath, absoluteUrl),
  })),
});
