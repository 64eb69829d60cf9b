/**
 * The TikTok template guide (src/content/articles/tiktok-templates.mdx, whose body places
 * <TiktokGuide />): quick start, six templates, walkthrough, tips, plan, mistakes and metrics, and
 * the words around them, in English: the shape of their translations (tiktok.es.ts).
 */
import type { IconName } from '../../icon-names.ts';
import type { HowToData } from '../../content-types.ts';
import { exportAdvice } from '../../facts.ts';
import type { FactText } from '../comparisons/types.ts';
import { reachOf, type TemplateCard } from './templates.ts';

/** The export advice of src/facts.ts as a translation writes its figures (`fact`, useFactText), by the advice's names. */
export const exportFigures = (fact: FactText): { readonly [Name in keyof typeof exportAdvice]: string } =>
  Object.fromEntries(Object.keys(exportAdvice).map((name) => [name, fact(`exportAdvice.${name}`)])) as { [Name in keyof typeof exportAdvice]: string };

export const quickStart: readonly string[] = [
  'Open CapCut and tap Templates (or the Template tab in TikTok’s CapCut link).',
  'Search a trend name or browse the For you and Trending lists.',
  'Tap Use template and pick your clips or photos in the order shown.',
  'Preview, adjust text, then export or share straight to TikTok.',
];

export type TikTokTemplate = Pick<TemplateCard, 'name' | 'gloss' | 'description' | 'video' | 'difficulty' | 'premium'> & {
  readonly icon: IconName;
};

/** The styles, by the name CapCut's gallery gives them (the key of their reach in src/facts.ts). */
export const tiktokTemplates: readonly TikTokTemplate[] = [
  { name: 'Velocity Beat Drop', icon: 'zap', difficulty: 'Medium', premium: false, video: '/videos/velocity', description: 'Fast-slow speed ramps on the beat; the most remixed style on the For You page.' },
  { name: 'Photo Dump Slideshow', icon: 'camera', difficulty: 'Easy', premium: false, video: '/videos/slideshow', description: 'Ten or more photos cut to a trending sound, one per beat.' },
  { name: 'Glitch Outfit Switch', icon: 'shirt', difficulty: 'Easy', premium: false, video: '/videos/glitch', description: 'A glitch hit swaps outfits or locations in a single frame.' },
  { name: 'Lyric Overlay', icon: 'mic-vocal', difficulty: 'Easy', premium: false, video: '/videos/text-reveal', description: 'Song lyrics appear in time with the music over your footage.' },
  { name: 'Aesthetic Day Vlog', icon: 'coffee', difficulty: 'Easy', premium: false, video: '/videos/lifestyle', description: 'Warm tones, time stamps and soft cuts for daily-life clips.' },
  { name: 'Beat Flash Montage', icon: 'drum', difficulty: 'Medium', premium: true, video: '/videos/beat-sync', description: 'White flashes and zoom punches on every beat of a high-energy track.' },
];

/** "120M+" as 120000000, to compare reach figures. */
const viewCount = (views: string): number => parseFloat(views) * ({ K: 1e3, M: 1e6, B: 1e9 }[views.replace(/[^KMB]/g, '')] ?? 1);

/** The style with the most views earns the "Most Viral" badge: its name. */
export const mostViral: string = tiktokTemplates.reduce((best, template) => (viewCount(reachOf(template.name).views) > viewCount(reachOf(best.name).views) ? template : best)).name;

/** A style as its card shows it: in the page's language, with its views. */
export type ShownTikTokTemplate = TikTokTemplate & { readonly views: string };

/**
 * The styles in a language: each one's gloss (what the gallery's name means, which stays as the
 * gallery shows it) and description by its name, with its views through `fact`.
 */
export const shownTikTokTemplates = (words: Readonly<Record<string, { readonly gloss: string; readonly description: string }>>, fact?: FactText): ShownTikTokTemplate[] =>
  tiktokTemplates.map((template) => {
    const own = words[template.name];
    if (!own) throw new Error(`A translation of /tiktok-templates/ has no words for the template style "${template.name}"`);
    return { ...template, ...own, views: reachOf(template.name, fact).views };
  });

export const walkthrough: HowToData = {
  name: 'How to make a TikTok video with a CapCut template',
  description: 'Find a trending CapCut template, fill it with your clips, customise it and post it to TikTok.',
  totalMinutes: 10,
  steps: [
    { name: 'Find a trending template', text: 'In CapCut, open Templates and search the name of the trend or sound you saw on TikTok; sort by popularity.' },
    { name: 'Check the clip count', text: 'Open the template and note how many clips it needs and how long each slot is before you choose footage.' },
    { name: 'Add your media', text: 'Tap Use template and pick clips or photos in order; put your strongest shot in the first slot.' },
    { name: 'Customise text and timing', text: 'Edit the text, swap clips that feel off-beat, and trim each slot so the action lands on the music.' },
    { name: 'Export in TikTok’s format', text: `Export at ${exportAdvice.aspect}, ${exportAdvice.resolution}, and keep the video ${exportAdvice.maxLength}.` },
    { name: 'Post with the original sound', text: 'Share to TikTok from CapCut or upload the file, keep the template’s sound linked, and add a caption and three to five hashtags.' },
  ],
};

export const proTips: readonly string[] = [
  'Use a template within a few days of it trending: early posts get more reach than late ones.',
  'Replace at least one clip with something only you could film, so your version stands out.',
  'Hook in the first second: start on the most surprising frame, not on a slow build-up.',
  `Add no more than ${exportAdvice.maxEffects} on top of the template, so it stays readable on a phone.`,
];

export const weeklyPlan: readonly { day: string; task: string; detail: string }[] = [
  { day: 'Monday', task: 'Trend research', detail: 'Save five trending sounds and templates from your For You page and CapCut’s Trending list.' },
  { day: 'Wednesday', task: 'Creation', detail: 'Film and edit two or three videos with the best templates; batch the work in one session.' },
  { day: 'Friday', task: 'Post', detail: 'Post your strongest video at your audience’s busiest hour, then reply to comments in the first hour.' },
];

export const mistakes: readonly { title: string; fix: string }[] = [
  { title: 'Using a template after the trend has peaked', fix: 'Check how recent the top videos on the sound are before you start.' },
  { title: 'Leaving the template’s sample text', fix: 'Rewrite every text layer; sample captions make a video look unfinished.' },
  { title: 'Exporting in the wrong size', fix: `Export ${exportAdvice.aspect} at ${exportAdvice.resolution}; letterboxed or blurred edges cost watch time.` },
];

export const metrics: readonly { title: string; items: readonly string[] }[] = [
  {
    title: 'Targets to aim for',
    items: [
      `Like rate: ${exportAdvice.likeRate} of views`,
      `Share rate: ${exportAdvice.shareRate} of views`,
      `Completion rate: ${exportAdvice.completionRate} of viewers watch to the end`,
    ],
  },
  {
    title: 'Where to read them',
    items: [
      'TikTok Studio analytics: views, likes, shares and average watch time per video',
      'Retention graph: the second where viewers leave shows what to cut next time',
      'Traffic sources: how much of your reach came from the For You feed',
    ],
  },
];

/** What /tiktok-templates/ lays out, in the article's language. */
export interface TiktokGuideData {
  readonly quickStart: readonly string[];
  readonly templates: readonly ShownTikTokTemplate[];
  /** The name of the style with the most views (the gallery's, in every language). */
  readonly mostViral: string;
  readonly walkthrough: HowToData;
  readonly proTips: readonly string[];
  readonly weeklyPlan: typeof weeklyPlan;
  readonly mistakes: typeof mistakes;
  readonly metrics: typeof metrics;
}

/**
 * The page's words around the guide's data, in English: its section headings (`{count}`: how many
 * items the section lists), the notes, the table's columns and the links at the end (by the path of
 * the English page they lead to). Text only: the island that shows them gets them as a prop.
 */
export const tiktokGuideWords = {
  quickStart: 'Quick start in {count} steps',
  popular: '{count} popular TikTok templates',
  note: 'View counts are approximate totals for videos made in each style. Previews are abstract clips showing the style’s pace.',
  walkthrough: 'Step by step: from template to post',
  proTips: '{count} pro tips',
  weeklyPlan: 'A weekly posting plan',
  columns: ['Day', 'Task', 'What to do'] as readonly string[],
  mistakes: '{count} mistakes to avoid',
  metrics: 'Metrics that matter',
  start: 'Ready to start?',
  download: 'Download CapCut',
  trending: 'See trending templates',
  related: 'Related guides',
  relatedLinks: {
    '/top-templates-2025/': 'The top CapCut templates of 2025',
    '/blog/velocity-edit/': 'How to make a velocity edit',
    '/effects-library/': 'CapCut effects library',
    '/beginner-guide/': 'CapCut beginner guide',
  },
};

export type TiktokGuideWords = typeof tiktokGuideWords;

/** The guide's data and words in a language: the data made with the language's figures (`fact`, useFactText). */
export interface TiktokGuideCopy {
  readonly data: (fact: FactText) => TiktokGuideData;
  readonly words: TiktokGuideWords;
}

/** The English quotes the facts as they are written. */
export const tiktokGuideCopy: TiktokGuideCopy = {
  data: () => ({
    quickStart,
    templates: tiktokTemplates.map((template) => ({ ...template, views: reachOf(template.name).views })),
    mostViral,
    walkthrough,
    proTips,
    weeklyPlan,
    mistakes,
    metrics,
  }),
  words: tiktokGuideWords,
};
