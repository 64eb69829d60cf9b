/**
 * The articles whose pages lay out data of their own (plans, scores, rankings), each with its page
 * module, and the order a reader goes through the guides. Every other article is a Markdown file
 * of src/content/articles/.
 */
import type { ArticleEntry } from '../articles.ts';
import { capcutVsPro } from './comparisons/capcut-vs-pro.ts';
import { capcutVsVn } from './comparisons/capcut-vs-vn.ts';
import { topTemplates2025 } from './learning/templates.ts';
import { tiktokGuide } from './learning/tiktok.ts';

const guide = { priority: 0.6, changefreq: 'monthly' } as const;
const post = { priority: 0.7, changefreq: 'monthly' } as const;

/** Their entries but the reading time, which the content layer counts from what the page shows. */
export const laidOutArticles: readonly Omit<ArticleEntry, 'readingMinutes'>[] = [
  { record: topTemplates2025, page: 'TopTemplatesPage', aliases: ['/blog/top-templates-2025/'], sitemap: guide, blog: 'listed' },
  { record: capcutVsPro, page: 'CapcutVsProPage', aliases: ['/blog/capcut-vs-pro/'], sitemap: post, blog: 'listed' },
  { record: capcutVsVn, page: 'CapcutVsVnPage', aliases: ['/blog/capcut-vs-vn/'], sitemap: post, blog: 'listed' },
  { record: tiktokGuide, page: 'TiktokTemplatesPage', aliases: ['/blog/tiktok-templates/'], sitemap: guide, blog: 'listed' },
];

/** The guides a reader goes through one after another, by slug (the complete guide is the map of them, not a stop). */
export const readingOrder: readonly string[] = ['installation-guide', 'beginner-guide', 'keyboard-shortcuts', 'velocity-edit', 'blur-effects', 'color-grading', 'audio-sync', 'trending-templates'];
