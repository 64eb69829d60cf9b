/**
 * A locale's pages beside the default's: each page its catalogue translates (src/content/page-copies.ts)
 * at /<id>/ and its own slug (or the English path), named and described in its words; the blog's lists of its
 * translations; and each translated article at the path its file gives. A page it does not
 * translate exists in English only: no copy of it under /<id>/.
 */
import { articleCollection, type Articles } from '../articles.ts';
import type { Locale } from '../i18n/locale.ts';
import type { PageWords } from '../content/page-copies.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { articleRoutes, blogRoutes } from './articles.ts';

export function translatedRoutes(locale: Locale, own: readonly RouteRecord[], articles: Articles = articleCollection([])): RouteRecord[] {
  const byPath = new Map(own.map((route) => [route.path, route]));
  const pages = Object.entries(locale.pages as Record<string, { readonly meta: PageWords }>).map(([path, { meta }]): RouteRecord => {
    const original = byPath.get(path);
    if (!original) throw new Error(`${locale.id}: the catalogue translates ${path}, which is no page of the site`);
    const { label, slug, ...words } = meta;
    return { ...original, path: slug === undefined ? `/${locale.id}${path}` : `/${locale.id}/${slug}`, aliases: [], label, meta: { ...original.meta, ...words }, locale: locale.id, translates: path };
  });
  return [...pages, ...blogRoutes(articles, locale, false), ...articleRoutes(articles)];
}
