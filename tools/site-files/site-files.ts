/** The files beside the pages: the sitemap, the blog's feed, robots.txt and the files a host or `serve` reads, by name. */
import type { Site } from '../../src/site-context.tsx';
import { feedLength, siteName, sitemapPath } from '../../src/site.ts';
import { languageVersions } from '../../src/head/head-tags.ts';
import { feedPathOf } from '../../src/i18n/feeds.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { atomFeed, newestPosts } from './feed.ts';
import { hostFiles, type DeployHost } from './host-files.ts';
import { sitemapEntries, sitemapFiles } from './sitemap.ts';

/** robots.txt: everything under the site's path may be crawled, and the sitemap is named; a preview build allows nothing. */
export const robotsTxt = ({ sitePath, absoluteUrl }: Site, preview = false): string =>
  preview ? `User-agent: *\nDisallow: /\n` : `User-agent: *\nAllow: ${sitePath('/')}\n\nSitemap: ${absoluteUrl(sitemapPath)}\n`;

/** The blog's feed of each language that has posts: the default's at /blog/feed.xml, another's at /<id>/blog/feed.xml, in its words. */
const localeFeeds = (site: Site, locales: readonly Locale[]): [string, string][] =>
  locales.flatMap(({ id, messages }) => {
    const posts = id === site.defaultLocale ? site.articles.posts : (site.localArticles.get(id)?.posts ?? []);
    if (posts.length === 0 || !site.locales.some((locale) => locale.id === id)) return [];
    const lang = site.langOf(id === site.defaultLocale ? undefined : id);
    return [[feedPathOf(id, site).slice(1), atomFeed(newestPosts(posts, feedLength), site, { title: messages.site.feedTitle(siteName), subtitle: messages.site.tagline, lang, blogPath: id === site.defaultLocale ? '/blog/' : `/${id}/blog/` })]];
  });

/** `inlineStyle`: the stylesheet the pages carry inline, whose hash the hosts' CSP allows (none in the dev server's pages, which link it). */
export const siteFiles = (site: Site, host: DeployHost = 'any', preview = false, locales: readonly Locale[] = siteLocales, inlineStyle?: string): ReadonlyMap<string, string> =>
  new Map([
    ...sitemapFiles(sitemapEntries(site.routes, site, (route) => languageVersions(route, site)), site),
    ...localeFeeds(site, locales),
    ['robots.txt', robotsTxt(site, preview)],
    ...hostFiles(site, host, inlineStyle),
  ]);
