/**
 * The articles whose pages lay out data of their own (plans, scores, rankings), each with its page
 * module, aliases and sitemap entry. Every other article is a Markdown file of src/content/articles/.
 */
import type { ArticleEntry } from '../articles.ts';
import type { LaidOutCopies } from '../content/page-copies.ts';
import type { FactText } from '../content/comparisons/types.ts';
import type { Locale } from '../i18n/locale.ts';
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

/**
 * A locale's translations of these articles (its catalogue's `laidOutArticles`), each made with the
 * locale's figures: the original's page, sitemap entry and place on the blog, at the translation's own
 * path and without aliases.
 */
export const laidOutTranslations = (locale: Pick<Locale, 'id' | 'laidOutArticles'>, fact: FactText): Omit<ArticleEntry, 'readingMinutes'>[] =>
  laidOutArticles.flatMap((entry) => {
    const translation = locale.laidOutArticles?.[entry.record.slug as keyof LaidOutCopies];
    if (!translation) return [];
    return [{ ...entry, record: translation.record(fact), aliases: [], translates: { slug: entry.record.slug, path: entry.record.path, locale: locale.id } }];
  });
