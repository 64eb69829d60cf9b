/**
 * The site as one immutable value: where it is served, its routes and its articles. The build
 * makes it once (tools/pipeline/) and hands it down: to rendering through SiteContext, set at the
 * document root, and as an argument to the head, the sitemap, the feed and the host files. In
 * the browser an island gets a site with its address only (src/browser/hydrate-island.tsx):
 * islands receive their data as props.
 */
import { createContext, useContext } from 'react';
import type { Articles } from './articles.ts';
import type { RouteRecord } from './routing/route-types.ts';
import { siteUrls, type SiteSettings, type SiteUrls } from './site-address.ts';
import { isIndexable } from './routing/indexable.ts';

export interface Site extends SiteUrls {
  readonly settings: SiteSettings;
  /** Every page, once: canonical paths and their aliases (not the not-found page). */
  readonly routes: readonly RouteRecord[];
  readonly articles: Articles;
  /** The page a path of the site shows (canonical or alias); undefined for an unknown path. */
  readonly routeAt: (path: string) => RouteRecord | undefined;
  /** Whether a path is the canonical path of a page (aliases are not). */
  readonly isCanonicalPath: (path: string) => boolean;
  /** The id of the default locale, whose pages are at the site's own paths (routes without `locale`). */
  readonly defaultLocale: string;
  /** The site's languages, the default first: how each is addressed and named. */
  readonly locales: readonly LocaleAddress[];
  /** The language tag (<html lang>, hreflang) of a route's `locale`. */
  readonly langOf: (locale: string | undefined) => string;
  /** The versions of the page at `path` (canonical or alias) in the site's languages, itself included, in locale order; none for an unknown path. */
  readonly translationsOf: (path: string) => readonly PageVersion[];
  /**
   * Where a link to a page written `href` leads from a page in `locale`: to the page's translation
   * there when it has one, else to the page itself, with its language (hreflang) when it differs.
   */
  readonly linkIn: (href: string, locale: string) => { readonly href: string; readonly hreflang?: string };
  /** The articles of each locale but the default (whose are `articles`), by locale id: `bySlug` by the slug of the English article each translates. */
  readonly localArticles: ReadonlyMap<string, Articles>;
}

/** A page in one language, as its translations name it: small, so a page that reads its versions is keyed by little. */
export interface PageVersion {
  /** The id of its language (the default's too). */
  readonly locale: string;
  /** Its language tag (hreflang). */
  readonly lang: string;
  /** Its canonical path. */
  readonly path: string;
  /** Whether search engines are told of it (routing/indexable.ts). */
  readonly indexable: boolean;
}

/** A language of the site as the site value holds it: its words stay with the renderer (src/i18n/). */
export interface LocaleAddress {
  readonly id: string;
  readonly lang: string;
  readonly ogLocale: string;
  readonly name: string;
}

/** What a site with one language has: English only. */
export const englishOnly = { locales: [{ id: 'en', lang: 'en', ogLocale: 'en_US', name: 'English' }], localArticles: new Map<string, Articles>() } as const;

/** The key a page shares with its translations: the path of the default locale's page. */
export const translationKey = (route: RouteRecord): string => route.translates ?? route.path;

export function makeSite(
  settings: SiteSettings,
  routes: readonly RouteRecord[],
  articles: Articles,
  { locales, localArticles }: { readonly locales: readonly LocaleAddress[]; readonly localArticles: ReadonlyMap<string, Articles> } = englishOnly,
): Site {
  const byPath = new Map(routes.flatMap((route) => [route.path, ...route.aliases].map((path) => [path, route] as const)));
  const order = new Map(locales.map((locale, index) => [locale.id, index]));
  const defaultLocale = locales[0]!.id;
  const groups = new Map<string, RouteRecord[]>();
  for (const route of routes) {
    const key = translationKey(route);
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const langs = new Map(locales.map((locale) => [locale.id, locale.lang]));
  const versions = new Map(
    [...groups].map(([key, group]) => [
      key,
      group
        .map((route): PageVersion => ({ locale: route.locale ?? defaultLocale, lang: langs.get(route.locale ?? defaultLocale)!, path: route.path, indexable: isIndexable(route) }))
        .sort((a, b) => order.get(a.locale)! - order.get(b.locale)!),
    ]),
  );
  const translationsOf = (path: string): readonly PageVersion[] => {
    const route = byPath.get(path);
    return route ? versions.get(translationKey(route))! : [];
  };
  const translationIn = (path: string, locale: string): string | undefined => translationsOf(path).find((version) => version.locale === locale)?.path;
  return {
    ...siteUrls(settings),
    settings,
    routes,
    articles,
    routeAt: (path) => byPath.get(path),
    isCanonicalPath: (path) => byPath.get(path)?.path === path,
    defaultLocale,
    locales,
    langOf: (locale) => langs.get(locale ?? defaultLocale)!,
    translationsOf,
    linkIn: (href, locale) => {
      if (locale === defaultLocale) return { href };
      const [path = href, fragment] = href.split('#');
      const translation = translationIn(path, locale);
      if (translation) return { href: fragment === undefined ? translation : `${translation}#${fragment}` };
      const target = byPath.get(path);
      return target && (target.locale ?? defaultLocale) !== locale ? { href, hreflang: langs.get(target.locale ?? defaultLocale)! } : { href };
    },
    localArticles,
  };
}

/** No articles: what an island's site holds (the collection's code stays out of the islands' bundles). */
export const noArticles: Articles = { list: [], bySlug: new Map(), byPath: new Map(), posts: [], postsIn: () => [], listPage: () => ({ featured: [], items: [], count: 1 }) };

/**
 * The site as an island sees it, in the build and in the browser alike: its address, no routes or
 * articles (an island gets its data as props), so the two renders agree.
 */
export const islandSite = (settings: SiteSettings): Site => ({
  ...siteUrls(settings),
  settings,
  routes: [],
  articles: noArticles,
  routeAt: () => undefined,
  isCanonicalPath: () => false,
  // An island links within its page's language: it is given no other language to lead to.
  defaultLocale: '',
  locales: [],
  langOf: () => '',
  translationsOf: () => [],
  linkIn: (href) => ({ href }),
  localArticles: new Map(),
});

export const SiteContext = createContext<Site | undefined>(undefined);

/** The site the page is rendered for. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}
