/** The files beside the pages: the sitemap, the blog's feed, robots.txt and the files a host or `serve` reads, by name. */
import { blogFeedFile } from '../src/blog-feed.ts';
import type { RouteRecord } from '../src/routing/route-types.ts';
import type { SiteUrls } from '../src/site-url.ts';
import { sitemapEntries, sitemapFiles } from '../src/sitemap.ts';
import { hostFiles, type DeployHost } from './host-files.ts';
import { robotsTxt } from './robots.ts';

export const siteFiles = (routes: readonly RouteRecord[], urls: SiteUrls, host: DeployHost = 'any'): ReadonlyMap<string, string> =>
  new Map([
    ...[...sitemapFiles(sitemapEntries(routes, urls.absoluteUrl), urls.absoluteUrl), blogFeedFile(urls.absoluteUrl)].map(({ name, xml }) => [name, xml] as const),
    ['robots.txt', robotsTxt(urls)],
    ...hostFiles(routes, urls.sitePath, host),
  ]);
