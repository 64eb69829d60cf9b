/**
 * The articles whose pages lay out data of their own (plans, scores, rankings), each with its page
 * module, aliases and sitemap entry. Every other article is a Markdown file of src/content/articles/.
 */
import type { ArticleEntry } from '../articles.ts';
import { capcutVsPro } from '../content/comparisons/capcut-vs-pro.ts';
import { capcutVsVn } from '../content/comparisons/capcut-vs-vn.ts';
import { topTemplates2025 } from '../content/learning/templates.ts';
import { tiktokGuide } from '../content/learning/tiktok.ts';

const guide = { priority: 0.6, changefreq: 'monthly' } as const;
const post = { priority: 0.7, changefreq: 'monthly' } as const;

/** Their entries but the reading time, which the content layer counts from what the page shows. */
export const laidOutArticles: readonly Omit<ArticleEntry, 'readingMinutes'>[] = [
  { record: topTemplates2025, page: 'TopTemplatesPage', aliases: ['/blog/top-templates-2025/'], sitemap: guide, blog: 'listed' },
  { record: capcutVsPro, page: 'CapcutVsProPage', aliases: ['/blog/capcut-vs-pro/'], sitemap: post, blog: 'listed' },
  { record: capcutVsVn, page: 'CapcutVsVnPage', aliases: ['/blog/capcut-vs-vn/'], sitemap: post, blog: 'listed' },
  { record: tiktokGuide, page: 'TiktokTemplatesPage', aliases: ['/blog/tiktok-templates/'], sitemap: guide, blog: 'listed' },
];
