/**
 * Where the site is served (origin and base path) and the two other build settings pages show:
 * the icon sprite's hashed path and the copyright year. Nothing here reads the environment: the
 * build calls configureSite with its config before it renders (and each worker thread does, with
 * the same values), and the browser code does with the values the build wrote into it
 * (src/browser/settings.ts). Every URL of the site is written through sitePath or absoluteUrl.
 */
import { defaultOrigin } from './site.ts';
import { siteUrls, splitSiteUrl, stripBase, type SiteUrls } from './site-url.ts';

export interface SiteSettings {
  /** The public origin without a trailing slash or path: "https://user.github.io". */
  readonly origin: string;
  /** The path the site is served under, "" at the root of its origin: "/repo". */
  readonly base: string;
  /** The icon sprite's URL path (with its hash), or "" before the build has made it. */
  readonly sprite: string;
  /** The build's year: the footer's copyright year, and no other date. */
  readonly buildYear: number;
}

let settings: SiteSettings = { ...splitSiteUrl(defaultOrigin), sprite: '', buildYear: 2025 };
let urlsNow: SiteUrls = siteUrls(settings);

/** Sets where the site is served and the build's settings; call before rendering. */
export function configureSite(next: SiteSettings): void {
  settings = next;
  urlsNow = siteUrls(next);
}

export const siteSettings = (): SiteSettings => settings;

export const origin = (): string => settings.origin;

export const basePath = (): string => settings.base;

/** This site's URL functions, for modules that take them as an argument (the sitemap, the host files). */
export const urls = (): SiteUrls => urlsNow;

/** The URL path of a path of the site ("/download/" -> "/repo/download/"): every internal URL the site writes goes through it. */
export const sitePath = (path: string): string => urlsNow.sitePath(path);

/** The absolute URL of a path of the site. */
export const absoluteUrl = (path: string): string => urlsNow.absoluteUrl(path);

/** The path of the site an address-bar URL path names ("/repo/download/" -> "/download/"); undefined outside the base path. */
export const pathInSite = (urlPath: string): string | undefined => stripBase(settings.base, urlPath);
