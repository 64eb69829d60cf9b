/** robots.txt: everything may be crawled, and the sitemap is named. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
