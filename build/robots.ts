/** robots.txt: everything under the site's path may be crawled, and the sitemap is named. */
import type { SiteUrls } from '../src/site-url.ts';

export const robotsTxt = ({ sitePath, absoluteUrl }: SiteUrls): string =>
  `User-agent: *\nAllow: ${sitePath('/')}\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
