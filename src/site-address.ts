/**
 * Where the site is served: the origin and base path of SITE_URL (or the origin configured in
 * src/site.ts), and the functions every module that writes a URL of the site calls. The build sets
 * SITE_URL in process.env before the site's modules load, and esbuild writes the same value into
 * the browser code, so both write the same URLs. build/site-env.ts refuses a bad SITE_URL before.
 */
import { defaultOrigin } from './site.ts';
import { siteUrls, splitSiteUrl, stripBase, type SiteUrls } from './site-url.ts';

const siteUrl = splitSiteUrl(process.env.SITE_URL || defaultOrigin);

/** The public origin without a trailing slash or path: "https://user.github.io". */
export const origin: string = siteUrl.origin;

/** The path the site is served under, "" at the root of its origin: "/repo". */
export const basePath: string = siteUrl.base;

/** This site's URL functions, for modules that take them as an argument (the sitemap, the host files). */
export const urls: SiteUrls = siteUrls(siteUrl);

/** The URL path of a path of the site ("/download/" -> "/repo/download/"): every internal URL the site writes goes through it. */
export const sitePath = urls.sitePath;

/** The absolute URL of a path of the site. */
export const absoluteUrl = urls.absoluteUrl;

/** The path of the site an address-bar URL path names ("/repo/download/" -> "/download/"); undefined outside the base path. */
export const pathInSite = (urlPath: string): string | undefined => stripBase(basePath, urlPath);
