/**
 * Every article of the site (guides, comparisons, blog posts), one line each: its record and how
 * it is served. The manifest (src/manifest/articles.ts), the /blog/ cards, the reading times
 * and the feed all read this list. Adding an article is its module and one line here (plus the
 * three-line page module that renders it, in src/pages/).
 */
import type { SitemapMeta } from '../../routing/route-types.ts';
import { alightMotionArticle } from '../comparisons/alight-motion.ts';
import { capcutVsPro, type PlansContent } from '../comparisons/capcut-vs-pro.ts';
import { capcutVsVn, type ScoresContent } from '../comparisons/capcut-vs-vn.ts';
import { inshotArticle } from '../comparisons/inshot.ts';
import { kinemasterArticle } from '../comparisons/kinemaster.ts';
import { premiereRushArticle } from '../comparisons/premiere-rush.ts';
import type { EditorComparison } from '../comparisons/types.ts';
import { vnEditorArticle } from '../comparisons/vn-editor.ts';
import { topTemplates2025, type RankingContent } from '../learning/templates.ts';
import { tiktokGuide, type TiktokGuideContent } from '../learning/tiktok.ts';
import { audioSync } from './audio-sync.ts';
import { beginnerGuide } from './beginner-guide.ts';
import { blurEffects } from './blur-effects.ts';
import { colorGrading } from './color-grading.ts';
import { completeGuide } from './complete-guide.ts';
import { installationGuide } from './installation-guide.ts';
import { keyboardShortcuts } from './keyboard-shortcuts.ts';
import type { ArticleRecord } from './record.ts';
import { trendingTemplates } from './trending-templates.ts';
import type { ArticleBody } from './types.ts';
import { velocityEdit } from './velocity-edit.ts';

/** What an article shows under its header, told apart by `kind`. */
export type ArticleContent = ArticleBody | EditorComparison | PlansContent | ScoresContent | RankingContent | TiktokGuideContent;

export type AnyArticle = ArticleRecord<ArticleContent>;

export interface ArticleEntry {
  readonly record: AnyArticle;
  /** The page module in src/pages/ (file name without .tsx) that renders it. */
  readonly page: string;
  /** Other paths that show it; their canonical link points at the record's path. */
  readonly aliases: readonly string[];
  readonly sitemap: SitemapMeta;
  /** Whether it has a card on /blog/ (and an entry in the feed); featured cards come first. */
  readonly blog?: 'featured' | 'listed';
}

/** A blog post is also reachable at /{slug}/ and at its long-form slug, with and without /blog/. */
const postAliases = (slug: string, longSlug: string) => [`/${slug}/`, `/${longSlug}/`, `/blog/${longSlug}/`];

const post = { priority: 0.7, changefreq: 'monthly' } as const;
const guide = { priority: 0.6, changefreq: 'monthly' } as const;

/** In the order of the /blog/ cards; the articles without a card follow. */
export const articleList: readonly ArticleEntry[] = [
  { record: velocityEdit, page: 'VelocityEditPage', aliases: postAliases('velocity-edit', 'velocity-edits-capcut'), sitemap: post, blog: 'featured' },
  { record: blurEffects, page: 'BlurEffectsPage', aliases: postAliases('blur-effects', 'blur-effects-capcut'), sitemap: post, blog: 'featured' },
  { record: trendingTemplates, page: 'TrendingTemplatesPage', aliases: postAliases('trending-templates', 'trending-capcut-templates'), sitemap: post, blog: 'listed' },
  { record: colorGrading, page: 'ColorGradingPage', aliases: postAliases('color-grading', 'color-grading-capcut'), sitemap: post, blog: 'listed' },
  { record: keyboardShortcuts, page: 'KeyboardShortcutsPage', aliases: postAliases('keyboard-shortcuts', 'capcut-keyboard-shortcuts'), sitemap: post, blog: 'listed' },
  { record: audioSync, page: 'AudioSyncPage', aliases: postAliases('audio-sync', 'audio-sync-sound-design-capcut'), sitemap: post, blog: 'listed' },
  { record: topTemplates2025, page: 'TopTemplatesPage', aliases: ['/blog/top-templates-2025/'], sitemap: guide, blog: 'listed' },
  { record: capcutVsPro, page: 'CapcutVsProPage', aliases: ['/blog/capcut-vs-pro/'], sitemap: post, blog: 'listed' },
  { record: capcutVsVn, page: 'CapcutVsVnPage', aliases: ['/blog/capcut-vs-vn/'], sitemap: post, blog: 'listed' },
  { record: tiktokGuide, page: 'TiktokTemplatesPage', aliases: ['/blog/tiktok-templates/'], sitemap: guide, blog: 'listed' },
  { record: beginnerGuide, page: 'BeginnerGuidePage', aliases: ['/blog/beginner-guide/', '/blog/beginners-guide/'], sitemap: guide, blog: 'listed' },
  { record: installationGuide, page: 'InstallationGuidePage', aliases: ['/blog/installation-guide/'], sitemap: guide },
  { record: completeGuide, page: 'CompleteGuidePage', aliases: [], sitemap: guide },
  { record: inshotArticle, page: 'InshotPage', aliases: [], sitemap: guide },
  { record: vnEditorArticle, page: 'VnEditorPage', aliases: [], sitemap: guide },
  { record: premiereRushArticle, page: 'PremiereRushPage', aliases: [], sitemap: guide },
  { record: alightMotionArticle, page: 'AlightMotionPage', aliases: [], sitemap: guide },
  { record: kinemasterArticle, page: 'KinemasterPage', aliases: [], sitemap: guide },
];

/** The guides a reader goes through one after another, by slug (the complete guide is the map of them, not a stop). */
export const readingOrder: readonly string[] = ['installation-guide', 'beginner-guide', 'keyboard-shortcuts', 'velocity-edit', 'blur-effects', 'color-grading', 'audio-sync', 'trending-templates'];
