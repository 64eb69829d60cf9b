/** The files beside the pages: the sitemap, the blog's feed, robots.txt and the files a host or `serve` reads, by name. */
import type { Site } from '../../src/site-context.tsx';
import { feedLength, feedPath, sitemapPath } from '../../src/site.ts';
import { atomFeed, newestPosts } from './feed.ts';
import { hostFiles, type DeployHost } from './host-files.ts';
import { sitemapEntries, sitemapFiles } from './sitemap.ts';

/** robots.txt: everything under the site's path may be crawled, and the sitemap is named; a preview build allows nothing. */
export const robotsTxt = ({ sitePath, absoluteUrl }: Site, preview = false): string =>
  preview ? `User-agent: *\nDisallow: /\n` : `User-agent: *\nAllow: ${sitePath('/')}\n\nSitemap: ${absoluteUrl(sitemapPath)}\n`;

export const siteFiles = (site: Site, host: DeployHost = 'any', preview = false): ReadonlyMap<string, string> =>
  new Map([
    ...sitemapFiles(sitemapEntries(site.routes, site), site),
    [feedPath.slice(1), atomFeed(newestPosts(site.articles.posts, feedLength), site)],
    ['robots.txt', robotsTxt(site, preview)],
    ...hostFiles(site.routes, site, host),
  ]);
