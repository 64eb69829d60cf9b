/**
 * The site's public URL (SITE_URL): an origin and a base path. A site deployed at
 * https://user.github.io/repo/ has the base path "/repo", and every URL it writes starts with it;
 * joinBase is the one place that puts the base in front of a path of the site.
 */

export interface SiteUrl {
  /** Scheme, host and port, without a trailing slash: "https://user.github.io". */
  readonly origin: string;
  /** The path the site lives under, without a trailing slash; "" at the root of its origin. */
  readonly base: string;
}

/** A SITE_URL the site cannot be served at; the message names the value and what is wrong with it. */
export class SiteUrlError extends Error {
  override name = 'SiteUrlError';
}

/** Why a SITE_URL cannot be the site's URL, or undefined when it can. */
function siteUrlProblem(value: string, url: URL | undefined): string | undefined {
  if (!url) return 'is not an absolute URL';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `uses ${url.protocol} where http: or https: is needed`;
  if (url.username || url.password) return 'holds a user name or password';
  if (url.search || value.includes('?')) return 'has a query (?...), which no page URL could keep';
  if (url.hash || value.includes('#')) return 'has a fragment (#...), which no page URL could keep';
  // Every URL path of the site starts with the base path, as written: no encoding, no empty segment.
  if (!/^(\/[\w.~-]+)*\/?$/.test(url.pathname)) return 'has a path other than words of letters, digits, "-", "_", "." and "~" between single slashes';
  return undefined;
}

const parsedUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** The origin and base path of a SITE_URL that parseSiteUrl accepted. */
export const splitSiteUrl = (value: string): SiteUrl => {
  const url = new URL(value);
  return { origin: url.origin, base: url.pathname.replace(/\/+$/, '') };
};

/** The origin and base path of a SITE_URL; throws, naming the value and what is wrong with it, for anything but an absolute http(s) URL. */
export function parseSiteUrl(value: string): SiteUrl {
  const problem = siteUrlProblem(value, parsedUrl(value));
  if (problem)
    throw new SiteUrlError(`SITE_URL "${value}" ${problem}: give the public address the site is served at, such as https://example.org or https://user.github.io/repo`);
  return splitSiteUrl(value);
}

/** A path of the site ("/download/", "/assets/core-AB12.js") as a URL path under the base ("/repo/download/"). */
export const joinBase = (base: string, path: string): string => base + path;

/** The path of the site a URL path names, without the base; undefined for a URL path outside the base. */
export function stripBase(base: string, urlPath: string): string | undefined {
  if (urlPath === base) return '/';
  return urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : undefined;
}

/** The URLs of a site: what every module that writes a URL of the site calls. */
export interface SiteUrls {
  /** The URL path of a path of the site, under the base path. */
  readonly sitePath: (path: string) => string;
  /** The absolute URL of a path of the site. */
  readonly absoluteUrl: (path: string) => string;
}

export const siteUrls = ({ origin, base }: SiteUrl): SiteUrls => ({
  sitePath: (path) => joinBase(base, path),
  absoluteUrl: (path) => origin + joinBase(base, path),
});
