/**
 * /effects-library/: the sample effects, and the page's words in English (styles to try, sets of
 * effects, usage tips), the shape of their translations (src/content/page-copies.ts). No use counts
 * or ratings: nobody measured them.
 */
import type { IconName } from '../../icon-names.ts';

export type EffectCategory = 'transitions' | 'filters' | 'effects' | 'text' | 'audio';

/** The sample effects, by id: a translation words each one (`EffectWords`). */
export type EffectId = 'zoom-blur' | 'velocity-flash' | 'cinematic-teal-orange' | 'vintage-film' | 'glitch' | 'typewriter' | 'neon-title' | 'bass-boost';

export interface Effect {
  readonly id: string;
  readonly name: string;
  readonly category: EffectCategory;
  /** Premium needs the official Pro subscription. */
  readonly type: 'Free' | 'Premium';
  readonly preview: IconName;
  readonly description: string;
  readonly tags: readonly string[];
  /** The label of the tutorial button, and the canonical guide it opens (on a translated page, the path in its language, with the guide's language where it is another). */
  readonly tutorial: { readonly label: string; readonly href: string; readonly hreflang?: string };
}

export const effectCategories: readonly { value: EffectCategory; label: string }[] = [
  { value: 'transitions', label: 'Transitions' },
  { value: 'filters', label: 'Filters' },
  { value: 'effects', label: 'Effects' },
  { value: 'text', label: 'Text' },
  { value: 'audio', label: 'Audio' },
];

export const effects: readonly (Effect & { readonly id: EffectId })[] = [
  {
    id: 'zoom-blur',
    name: 'Zoom Blur Transition',
    category: 'transitions',
    type: 'Free',
    preview: 'orbit',
    description: 'A fast zoom with motion blur between two clips; works best cut on the beat.',
    tags: ['zoom', 'blur', 'smooth', 'beat'],
    tutorial: { label: 'Blur effects guide', href: '/blog/blur-effects/' },
  },
  {
    id: 'velocity-flash',
    name: 'Velocity Flash',
    category: 'effects',
    type: 'Premium',
    preview: 'zap',
    description: 'A white flash and shake on speed-ramp peaks, made for velocity edits.',
    tags: ['velocity', 'flash', 'shake', 'speed'],
    tutorial: { label: 'Velocity edit guide', href: '/blog/velocity-edit/' },
  },
  {
    id: 'cinematic-teal-orange',
    name: 'Cinematic Teal & Orange',
    category: 'filters',
    type: 'Free',
    preview: 'film',
    description: 'A film-style grade with warm skin tones and cool shadows.',
    tags: ['cinematic', 'color', 'film', 'grade'],
    tutorial: { label: 'Color grading guide', href: '/blog/color-grading/' },
  },
  {
    id: 'vintage-film',
    name: 'Vintage Film Grain',
    category: 'filters',
    type: 'Premium',
    preview: 'cassette-tape',
    description: 'Faded colours, grain and light leaks for a retro home-video look.',
    tags: ['vintage', 'retro', 'grain', 'film'],
    tutorial: { label: 'Color grading guide', href: '/blog/color-grading/' },
  },
  {
    id: 'glitch',
    name: 'RGB Glitch',
    category: 'effects',
    type: 'Free',
    preview: 'tv',
    description: 'Splits the colour channels and jitters the frame for a digital-error look.',
    tags: ['glitch', 'rgb', 'digital', 'distortion'],
    tutorial: { label: 'Effects tutorial', href: '/coming-soon/' },
  },
  {
    id: 'typewriter',
    name: 'Typewriter Text',
    category: 'text',
    type: 'Free',
    preview: 'keyboard',
    description: 'Reveals a caption letter by letter; pair it with a key-click sound.',
    tags: ['text', 'typing', 'animation', 'caption'],
    tutorial: { label: 'Text animation tutorial', href: '/coming-soon/' },
  },
  {
    id: 'neon-title',
    name: 'Neon Glow Title',
    category: 'text',
    type: 'Premium',
    preview: 'lightbulb',
    description: 'A glowing outlined title with a flicker-on animation for intros.',
    tags: ['neon', 'glow', 'title', 'intro'],
    tutorial: { label: 'Text animation tutorial', href: '/coming-soon/' },
  },
  {
    id: 'bass-boost',
    name: 'Bass Boost Drop',
    category: 'audio',
    type: 'Free',
    preview: 'volume-2',
    description: 'A sound effect that boosts the low end at a drop; line it up with a cut.',
    tags: ['audio', 'bass', 'drop', 'beat'],
    tutorial: { label: 'Audio sync guide', href: '/blog/audio-sync/' },
  },
];

/** Kinds of effect worth learning first, each taught by a guide on this site, and their icons. */
export const styleIcons = { velocity: 'zap', zoomBlur: 'orbit', retroFilm: 'cassette-tape', typewriter: 'keyboard' } as const satisfies Record<string, IconName>;

/** Effects that work together for one kind of video (look for them by these words in the app), and their icons. */
export const collectionIcons = { cinematic: 'clapperboard', beatSync: 'drum', aesthetic: 'flower-2', gaming: 'gamepad-2' } as const satisfies Record<string, IconName>;

/** What an effect's card says in one language (its kind, price, icon and guide's path are the effect's own). */
export interface EffectWords {
  readonly name: string;
  readonly description: string;
  /** The words the search finds it by, shown as hashtags. */
  readonly tags: readonly string[];
  /** The label of the button to its guide. */
  readonly tutorial: string;
}

/** The figures the page's words are written around, in the page's language. */
export interface EffectsFigures {
  readonly monthly: string;
  readonly yearly: string;
  /** Where the prices were read, and when: the ISO date, and the day as the language writes it. */
  readonly source: string;
  readonly asOf: string;
  readonly day: string;
  readonly maxEffects: string;
  readonly transitionLength: string;
}

export interface EffectsLibraryCopy {
  readonly hero: {
    /** The badge above the title: how many sample effects, formatted for the language. */
    readonly count: (count: string) => string;
    readonly title: string;
    readonly lead: (count: string) => string;
  };
  readonly sections: { readonly find: string; readonly get: string; readonly styles: string; readonly collections: string; readonly tips: string };
  readonly get: {
    /** The first step, around its link to the download page. */
    readonly install: { readonly before: string; readonly link: string; readonly after: string };
    readonly steps: readonly string[];
    readonly premium: (figures: EffectsFigures) => string;
  };
  readonly styles: { readonly [Key in keyof typeof styleIcons]: string };
  readonly collections: { readonly [Key in keyof typeof collectionIcons]: { readonly title: string; readonly description: string } };
  readonly usageTips: (figures: EffectsFigures) => readonly string[];
  readonly categories: { readonly [Key in EffectCategory]: string };
  readonly effects: { readonly [Key in EffectId]: EffectWords };
}

export const effectsLibraryCopy: EffectsLibraryCopy = {
  hero: {
    count: (count) => `${count} sample effects`,
    title: 'CapCut Effects Library',
    lead: (count) => `A guide to ${count} CapCut effects, a sample of the app's library: what each does, whether it is free or needs Pro, and where to learn it.`,
  },
  sections: { find: 'Find an effect', get: 'How to get an effect', styles: 'Styles to try first', collections: 'Sets of effects that work together', tips: 'Tips for using effects' },
  get: {
    install: { before: 'Install the official app from the ', link: 'download page', after: '.' },
    steps: ['Open a project, tap Effects (or Transitions, Filters, Text, Audio) and search the effect’s name.', 'Tap it to apply it to the selected clip, then trim it on the timeline.'],
    premium: ({ monthly, yearly, source, asOf }) =>
      `Effects marked Premium need the official CapCut Pro subscription (${monthly} a month or ${yearly} a year, ${source}, ${asOf}). You can try them in a project, but exporting a video that uses one needs Pro. Free effects need no subscription.`,
  },
  styles: { velocity: 'Velocity flashes', zoomBlur: 'Zoom blur transitions', retroFilm: 'Retro film filters', typewriter: 'Typewriter captions' },
  collections: {
    cinematic: { title: 'Cinematic essentials', description: 'Film grades, letterbox bars and soft light leaks for travel and story videos.' },
    beatSync: { title: 'Beat-sync pack', description: 'Flashes, shakes and zooms that land on the beat of music edits.' },
    aesthetic: { title: 'Aesthetic vlog', description: 'Soft filters, film grain and gentle transitions for day-in-my-life videos.' },
    gaming: { title: 'Gaming highlights', description: 'Glitches, RGB splits and impact frames for clips and montages.' },
  },
  usageTips: ({ maxEffects, transitionLength }) => [
    `Use ${maxEffects} per video at most: more pulls attention away from the footage.`,
    `Keep transitions to ${transitionLength}, and place them on a beat or a movement.`,
    'Preview effects on the real clip before committing: the same filter looks different on dark and bright footage.',
    'Premium effects carry a Pro mark in the app; exporting a video that uses one needs the Pro subscription.',
  ],
  categories: Object.fromEntries(effectCategories.map(({ value, label }) => [value, label])) as EffectsLibraryCopy['categories'],
  effects: Object.fromEntries(effects.map(({ id, name, description, tags, tutorial }) => [id, { name, description, tags, tutorial: tutorial.label }])) as EffectsLibraryCopy['effects'],
};
