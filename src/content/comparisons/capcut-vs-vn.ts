/** CapCut vs VN (/capcut-vs-vn/): its record, performance rows and pros and cons. The category scores are in scores.ts. */
import { platforms, proPrice } from '../../facts.ts';
import type { ArticleRecord } from '../../article-record.ts';
import { vnCategories, type ScoreCategory } from './scores.ts';
import type { ComparisonRow, StrengthsAndWeaknesses } from './types.ts';

export const vnPerformanceRows: readonly ComparisonRow[] = [
  { feature: 'Maximum export', capcut: `Up to ${proPrice.maxExport.value}`, other: 'Up to 4K', winner: 'tie' },
  { feature: 'Preview on mid-range phones', capcut: 'Smooth with several layers and effects', other: 'Smooth with several layers', winner: 'tie' },
  { feature: 'Older and low-memory phones', capcut: `Needs ${platforms.android.requirement.value}; heavy effects slow it down`, other: 'Lighter; stays responsive on modest hardware', winner: 'other' },
  { feature: 'Long projects', capcut: 'Stable; cloud drafts back them up', other: 'Stable with many clips', winner: 'tie' },
  { feature: 'Time to a finished trend video', capcut: 'Minutes with a template', other: 'Longer: built by hand', winner: 'capcut' },
  { feature: 'Captioning a 1-minute talk', capcut: 'Automatic, then corrected', other: 'Typed by hand', winner: 'capcut' },
];

export const vnSides: { readonly capcut: StrengthsAndWeaknesses; readonly vn: StrengthsAndWeaknesses } = {
  capcut: {
    strengths: ['Templates and effects that follow trends', 'Auto captions and background removal', 'Android, iOS, desktop and web', 'Free exports without a watermark'],
    weaknesses: ['Busier interface', 'Some items need Pro', 'Heavier on older phones'],
  },
  vn: {
    strengths: ['Free core editor without a watermark', 'Precise, frame-accurate timeline', 'Clean interface', 'Light on older phones'],
    weaknesses: ['Few AI tools', 'Fewer templates and trend effects', 'Smaller community'],
  },
};

/** What /capcut-vs-vn/ shows under its header. */
export interface ScoresContent {
  readonly kind: 'scores';
  readonly categories: readonly ScoreCategory[];
  readonly performanceRows: readonly ComparisonRow[];
  readonly sides: typeof vnSides;
}

export const capcutVsVn: ArticleRecord<ScoresContent> = {
  slug: 'capcut-vs-vn',
  path: '/capcut-vs-vn/',
  title: `CapCut vs VN: Scored in ${vnCategories.length} Categories`,
  heading: 'CapCut vs VN: Which Free Editor Is Better?',
  description: `CapCut vs VN scored out of 10 in ${vnCategories.length} categories, with computed averages, performance, pros and cons and the store figures of both apps.`,
  lead: `Both are free and export without a watermark. We scored them in ${vnCategories.length} categories out of 10; the averages below are computed from those scores.`,
  icon: 'scale',
  category: 'Comparison',
  tags: ['CapCut vs VN', 'VN video editor', 'best free video editor', 'CapCut review'],
  published: '2025-07-17',
  modified: '2026-11-23',
  content: { kind: 'scores', categories: vnCategories, performanceRows: vnPerformanceRows, sides: vnSides },
};
