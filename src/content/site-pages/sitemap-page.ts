/** The words of /sitemap/ in English, and the shape of their translations (src/content/page-copies.ts). */

export const sitemapPageCopy = {
  title: 'Sitemap',
  lead: 'Every page of the guide, grouped by what you came to do.',
  download: 'Download sitemap.xml',
  groups: { mainPages: 'Main pages', downloads: 'Downloads', guides: 'Guides and tutorials', legal: 'Legal' },
  /** Below a group cut short: {count} (formatted for the language), {lists} (a link named by `lists`) and {file} (a link to sitemap.xml). */
  more: 'And {count} more articles: every one is in {lists} and in {file}.',
  lists: "the blog's lists",
};

export type SitemapPageCopy = typeof sitemapPageCopy;
