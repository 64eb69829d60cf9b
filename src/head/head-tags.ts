/**
 * Every tag a page's head carries, as data. The build serializes this list into the document
 * (render-head.ts); every page is its own document, so its head is whole in its HTML.
 */
import type { Article } from 'schema-dts';
import { breadcrumbTrail } from '../breadcrumbs.ts';
import { isIndexable } from '../routing/indexable.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Site } from '../site-context.tsx';
import type { Locale } from '../i18n/locale.ts';
import type { ArticleCategory } from '../article-record.ts';
import { feedPathOf } from '../i18n/feeds.ts';
import { trailLanguage } from '../i18n/trail-language.ts';
import { articlesAt } from '../i18n/articles-at.ts';
import { author as siteAuthor, siteName } from '../site.ts';
import { documentTitle } from './document-title.ts';
import { breadcrumbThing, serializeJsonLd, softwareApplicationThing, websiteThing, type Thing } from './json-ld.ts';

export interface HeadTag {
  readonly tag: 'title' | 'meta' | 'link' | 'script';
  readonly attrs: Readonly<Record<string, string>>;
  readonly text?: string;
}

export const defaultOgImage = '/og-image.png';

/** A page's social card (tools/cards/page-cards.ts): its image file and what the image says. */
export interface PageCard {
  /** The image's path in the site. */
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
});

/** The Article node of an article page: every value from the article's record, the headline without the site's name. */
const articleThing = (route: RouteRecord, site: Site, card: string, locale?: Locale): Article[] => {
  const { absoluteUrl } = site;
  const article = route.meta.article;
  if (!article) return [];
  // Its cover picture first, at its widest in WebP (which Google reads), then its social card.
  const cover = articlesAt(site, route.path).byPath.get(route.path)?.record.cover;
  const widest = cover?.sources.find(({ type }) => type === 'image/webp')?.files.at(-1);
  const image = widest ? [absoluteUrl(widest.path), card] : card;
  return [
    {
      '@type': 'Article',
      headline: article.headline,
      description: route.meta.description,
      image,
      datePublished: article.publishedTime,
      dateModified: article.modifiedTime,
      author: { '@type': 'Organization', name: route.meta.author ?? siteAuthor },
      publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl('/') },
      mainEntityOfPage: absoluteUrl(route.path),
      articleSection: locale ? locale.messages.articles.categories[article.category as ArticleCategory] : article.category,
      keywords: article.tags.join(', '),
    },
  ];
};

/** The structured data of a page: the site-wide records, its breadcrumbs, and its own. */
export function structuredDataFor(route: RouteRecord, own: readonly Thing[], site: Site, image: string, locale?: Locale): Thing[] {
  // A path that is no page of the site (the not-found page) has no trail.
  const crumbs = site.isCanonicalPath(route.path) ? breadcrumbTrail(route.path, site.isCanonicalPath, locale && trailLanguage(site, route.path, locale.messages.shell)) : [];
  return [
    websiteThing(site, site.locales.map(({ lang }) => lang), locale?.messages.site.tagline),
    softwareApplicationThing(),
    ...(crumbs.length > 0 ? [breadcrumbThing(crumbs, route.path, site)] : []),
    ...articleThing(route, site, image, locale),
    ...own,
  ];
}

/**
 * The versions of an indexable page in other languages that search engines are told of: every
 * indexable page sharing its translation key, itself included, and x-default for the default
 * locale's; none when it has no translation. Each version lists the same set, so they link back.
 */
export function languageVersions(route: RouteRecord, site: Site): { readonly hreflang: string; readonly path: string }[] {
  if (!isIndexable(route)) return [];
  const versions = site.translationsOf(route.path).filter((version) => version.indexable);
  if (versions.length < 2) return [];
  const original = versions.find((version) => version.locale === site.defaultLocale);
  return [...versions.map((version) => ({ hreflang: version.lang, path: version.path })), ...(original ? [{ hreflang: 'x-default', path: original.path }] : [])];
}

/** The head of one page. `own` is the structured data its page module exports; `card` its social card (the site's image without one). */
export function headTags(route: RouteRecord, own: readonly Thing[], site: Site, locale: Locale, card?: PageCard): HeadTag[] {
  const { description, keywords, ogType, article } = route.meta;
  const title = documentTitle(route.meta.title);
  const { absoluteUrl } = site;
  const url = absoluteUrl(route.path);
  const image = absoluteUrl(card?.url ?? defaultOgImage);
  // A preview build is for people to look at, never for search engines.
  const indexable = isIndexable(route);
  const versions = languageVersions(route, site);
  const ogLocales = new Map(site.locales.map((one) => [one.lang, one.ogLocale]));
  return [
    { tag: 'title', attrs: {}, text: title },
    meta('name', 'description', description),
    meta('name', 'keywords', keywords.join(', ')),
    meta('name', 'author', route.meta.author ?? siteAuthor),
    ...(indexable ? [{ tag: 'link', attrs: { rel: 'canonical', href: url } } as const] : [meta('name', 'robots', 'noindex')]),
    ...versions.map((version): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: version.hreflang, href: absoluteUrl(version.path) } })),
    { tag: 'link', attrs: { rel: 'alternate', type: 'application/atom+xml', title: locale.messages.site.feedTitle(siteName), href: absoluteUrl(feedPathOf(locale.id, site)) } },
    // Open Graph
    meta('property', 'og:type', ogType),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(card
      ? [
          meta('property', 'og:image:width', String(card.width)),
          meta('property', 'og:image:height', String(card.height)),
          meta('property', 'og:image:type', card.type),
          meta('property', 'og:image:alt', card.alt),
        ]
      : []),
    meta('property', 'og:locale', locale.ogLocale),
    ...versions.filter((version) => version.hreflang !== 'x-default' && version.hreflang !== locale.lang).map((version) => meta('property', 'og:locale:alternate', ogLocales.get(version.hreflang)!)),
    ...(article
      ? [
          meta('property', 'article:published_time', article.publishedTime),
          meta('property', 'article:modified_time', article.modifiedTime),
          meta('property', 'article:section', locale.messages.articles.categories[article.category as ArticleCategory]),
          ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    // Twitter
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(card ? [meta('name', 'twitter:image:alt', card.alt)] : []),
    // Structured data
    ...structuredDataFor(route, own, site, image, locale).map(
      (thing): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: serializeJsonLd(thing) }),
    ),
  ];
}
