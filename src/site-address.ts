/**
 * Where the site is served: an origin and a base path (a site deployed at
 * https://user.github.io/repo/ has the base path "/repo", and every URL it writes starts with it),
 * and the URL functions every module that writes a URL of the site is given. Pure: the build
 * makes a Site from its settings (site-context.tsx) and hands it down.
 */

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

/** The URLs of a site. */
export interface SiteUrls {
  /** The URL path of a path of the site ("/download/" -> "/repo/download/"): every internal URL the site writes goes through it. */
  readonly sitePath: (path: string) => string;
  /** The absolute URL of a path of the site. */
  readonly absoluteUrl: (path: string) => string;
  /** The path of the site an address-bar URL path names ("/repo/download/" -> "/download/"); undefined outside the base path. */
  readonly pathInSite: (urlPath: string) => string | undefined;
}

/** The path of the site a URL path names, without the base; undefined for a URL path outside the base. */
export function stripBase(base: string, urlPath: string): string | undefined {
  if (urlPath === base) return '/';
  return urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : undefined;
}

export const siteUrls = ({ origin, base }: Pick<SiteSettings, 'origin' | 'base'>): SiteUrls => ({
  sitePath: (path) => base + path,
  absoluteUrl: (path) => origin + base + path,
  pathInSite: (urlPath) => stripBase(base, urlPath),
});
