/** Copy of /effects-library/: the sample effects, styles to try, sets of effects and usage tips. No use counts or ratings: nobody measured them. */
import type { IconName } from '../../icon-names.ts';
import { exportAdvice } from '../../facts.ts';

export type EffectCategory = 'transitions' | 'filters' | 'effects' | 'text' | 'audio';

export interface Effect {
  readonly id: string;
  readonly name: string;
  readonly category: EffectCategory;
  /** Premium needs the official Pro subscription. */
  readonly type: 'Free' | 'Premium';
  readonly preview: IconName;
  readonly description: string;
  readonly tags: readonly string[];
  /** The label of the tutorial button, and the canonical guide it opens. */
  readonly tutorial: { readonly label: string; readonly href: string };
}

export const effectCategories: readonly { value: EffectCategory; label: string }[] = [
  { value: 'transitions', label: 'Transitions' },
  { value: 'filters', label: 'Filters' },
  { value: 'effects', label: 'Effects' },
  { value: 'text', label: 'Text' },
  { value: 'audio', label: 'Audio' },
];

export const effects: readonly Effect[] = [
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

export interface Style {
  readonly name: string;
  readonly icon: IconName;
}

/** Kinds of effect worth learning first, each taught by a guide on this site. */
export const stylesToTry: readonly Style[] = [
  { name: 'Velocity flashes', icon: 'zap' },
  { name: 'Zoom blur transitions', icon: 'orbit' },
  { name: 'Retro film filters', icon: 'cassette-tape' },
  { name: 'Typewriter captions', icon: 'keyboard' },
];

/** Effects that work together for one kind of video; look for them by these words in the app. */
export interface Collection {
  readonly title: string;
  readonly description: string;
  readonly preview: IconName;
}

export const collections: readonly Collection[] = [
  { title: 'Cinematic essentials', description: 'Film grades, letterbox bars and soft light leaks for travel and story videos.', preview: 'clapperboard' },
  { title: 'Beat-sync pack', description: 'Flashes, shakes and zooms that land on the beat of music edits.', preview: 'drum' },
  { title: 'Aesthetic vlog', description: 'Soft filters, film grain and gentle transitions for day-in-my-life videos.', preview: 'flower-2' },
  { title: 'Gaming highlights', description: 'Glitches, RGB splits and impact frames for clips and montages.', preview: 'gamepad-2' },
];

export const usageTips: readonly string[] = [
  `Use ${exportAdvice.maxEffects} per video at most: more pulls attention away from the footage.`,
  `Keep transitions to ${exportAdvice.transitionLength}, and place them on a beat or a movement.`,
  'Preview effects on the real clip before committing: the same filter looks different on dark and bright footage.',
  'Premium effects carry a Pro mark in the app; exporting a video that uses one needs the Pro subscription.',
];
