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

export interface Site extends SiteUrls {
  readonly settings: SiteSettings;
  /** Every page, once: canonical paths and their aliases (not the not-found page). */
  readonly routes: readonly RouteRecord[];
  readonly articles: Articles;
  /** The page a path of the site shows (canonical or alias); undefined for an unknown path. */
  readonly routeAt: (path: string) => RouteRecord | undefined;
  /** Whether a path is the canonical path of a page (aliases are not). */
  readonly isCanonicalPath: (path: string) => boolean;
}

export function makeSite(settings: SiteSettings, routes: readonly RouteRecord[], articles: Articles): Site {
  const byPath = new Map(routes.flatMap((route) => [route.path, ...route.aliases].map((path) => [path, route] as const)));
  return {
    ...siteUrls(settings),
    settings,
    routes,
    articles,
    routeAt: (path) => byPath.get(path),
    isCanonicalPath: (path) => byPath.get(path)?.path === path,
  };
}

/**
 * The site as an island sees it, in the build and in the browser alike: its address, no routes or
 * articles (an island gets its data as props), so the two renders agree.
 */
export const islandSite = (settings: SiteSettings): Site => ({
  ...siteUrls(settings),
  settings,
  routes: [],
  articles: { list: [], bySlug: new Map(), byPath: new Map(), posts: [] },
  routeAt: () => undefined,
  isCanonicalPath: () => false,
});

export const SiteContext = createContext<Site | undefined>(undefined);

/** The site the page is rendered for. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}
