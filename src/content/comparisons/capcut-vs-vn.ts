/**
 * CapCut vs VN (src/content/articles/capcut-vs-vn.mdx, whose body places <CapcutVsVn />): what it
 * lays out (performance rows, pros and cons) and the words around it, in English, the shape of their
 * translations (capcut-vs-vn.es.ts). The category scores are in scores.ts.
 */
import { platforms, proPrice } from '../../facts.ts';
import { vnCategories, type ScoreCategory } from './scores.ts';
import type { ComparisonRow, FactText, StrengthsAndWeaknesses } from './types.ts';

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

/** The words of /capcut-vs-vn/ around its data; the averages reach them written as the page's language writes numbers. */
export const capcutVsVnWords = {
  otherName: 'VN Editor',
  download: 'Download CapCut',
  quickVerdict: {
    title: 'Quick verdict',
    scores: (capcut: string, vn: string) => `CapCut ${capcut}/10, VN ${vn}/10.`,
    /** The categories CapCut scores higher in, and how many there are. */
    text: (lead: number, count: number) =>
      `CapCut scores higher in ${lead} of ${count} categories, with its biggest leads in AI tools and effects and templates. VN wins precise control. Choose CapCut for trend-driven short video; choose VN if you edit by hand and want a calm, lightweight app.`,
  },
  scores: { title: 'Scores by category', intro: 'Our editorial scores out of 10, with what each app does well in that category.' },
  performance: {
    title: 'Performance in everyday use',
    intro: 'What to expect on everyday phones; results vary with the device and the project.',
    caption: 'CapCut and VN Editor performance',
  },
  prosConsTitle: 'Pros and cons',
  stats: {
    title: 'App stats',
    caption: 'Google Play figures for CapCut and VN Editor',
    figure: 'Figure',
    downloads: 'Downloads',
    rating: 'Store rating',
    reviews: 'Reviews',
    developer: 'Developer',
  },
  verdict: {
    title: 'Verdict',
    averages: (capcut: string, vn: string) =>
      `CapCut averages ${capcut} against VN's ${vn}. The gap comes from AI tools, effects and templates, where CapCut is far ahead; in performance on older phones and in precise control VN is as good or better.`,
    /** The paragraph around its link to the row-by-row comparison. */
    before: 'For most creators CapCut is the stronger free editor. VN remains a very good choice for vloggers who prefer manual editing. For a row-by-row feature comparison see ',
    link: 'CapCut vs VN Editor',
    after: '.',
    allAlternatives: 'All alternatives',
  },
};

export type CapcutVsVnWords = typeof capcutVsVnWords;

/** What /capcut-vs-vn/ lays out, in a language. */
export interface ScoresData {
  readonly categories: readonly ScoreCategory[];
  readonly performanceRows: readonly ComparisonRow[];
  readonly sides: typeof vnSides;
}

/** The article's data and words in a language: the data made with the language's figures (`fact`, useFactText). */
export interface CapcutVsVnCopy {
  readonly data: (fact: FactText) => ScoresData;
  readonly words: CapcutVsVnWords;
}

/** The English quotes the facts as they are written. */
export const capcutVsVnCopy: CapcutVsVnCopy = {
  data: () => ({ categories: vnCategories, performanceRows: vnPerformanceRows, sides: vnSides }),
  words: capcutVsVnWords,
};
