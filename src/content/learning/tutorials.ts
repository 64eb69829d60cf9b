/**
 * /video-tutorials/: six tutorial topics and their categories, and the page's words in English (the
 * shape of their translations, src/content/page-copies.ts). A topic plays a video only
 * when an id from the maker's official channel has been checked and recorded here with its source
 * and the day it was checked. Until then (no topic has one yet) the card offers the written guide
 * on this site and a labelled YouTube search for the topic. No view counts or ratings: nobody
 * measured them.
 */
import type { IconName } from '../../icon-names.ts';

export type TutorialCategory = 'basics' | 'effects' | 'color' | 'audio' | 'text';

/** A video someone opened on the maker's official channel and found to be this tutorial. */
export interface VerifiedVideo {
  /** The video's id at the video host (src/content/video-host.ts). */
  readonly id: string;
  /** The official channel it was found on, with its address. */
  readonly source: string;
  /** ISO date the id was checked. */
  readonly checked: string;
}

/** The topics, by id: a translation words each one (`TutorialWords`). */
export type TutorialId = 'editing-basics' | 'transitions' | 'velocity' | 'color-grading' | 'audio-sync' | 'text-animation';

export interface Tutorial {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  readonly category: TutorialCategory;
  readonly thumbnail: IconName;
  readonly topics: readonly string[];
  /** The guide on this site that teaches the same thing (on a translated page, at its path in that language, with the guide's language where it is another). */
  readonly guide: { readonly href: string; readonly label: string; readonly hreflang?: string };
  /** What the YouTube search link looks for. */
  readonly search: string;
  /** A checked video from the official channel; none has been recorded yet. */
  readonly video?: VerifiedVideo;
}

export const tutorialCategories: readonly { value: TutorialCategory; label: string }[] = [
  { value: 'basics', label: 'Basics' },
  { value: 'effects', label: 'Effects' },
  { value: 'color', label: 'Color' },
  { value: 'audio', label: 'Audio' },
  { value: 'text', label: 'Text' },
];

export const tutorials: readonly (Tutorial & { readonly id: TutorialId })[] = [
  {
    id: 'editing-basics',
    title: 'CapCut basics: your first edit',
    description: 'Import clips, trim and split them, reorder the timeline and export in the right size for social video.',
    difficulty: 'Beginner',
    category: 'basics',
    thumbnail: 'clapperboard',
    topics: ['Importing media', 'Trim and split', 'Timeline basics', 'Aspect ratio', 'Exporting'],
    guide: { href: '/beginner-guide/', label: 'CapCut for beginners' },
    search: 'CapCut tutorial for beginners first edit',
  },
  {
    id: 'transitions',
    title: 'Smooth transitions that hide the cut',
    description: 'Choose and time transitions, cut on motion, and build zoom and whip transitions by hand.',
    difficulty: 'Intermediate',
    category: 'effects',
    thumbnail: 'sparkles',
    topics: ['Transition library', 'Timing', 'Cut on motion', 'Zoom transitions'],
    guide: { href: '/beginner-guide/#transitions', label: 'Transitions without overdoing it' },
    search: 'CapCut smooth transitions tutorial',
  },
  {
    id: 'velocity',
    title: 'Velocity edits with speed curves',
    description: 'Use custom speed curves and beat marks to make the fast-slow-fast edits popular on short video.',
    difficulty: 'Advanced',
    category: 'effects',
    thumbnail: 'zap',
    topics: ['Speed curves', 'Beat marks', 'Motion blur', 'Keyframes', 'Music choice', 'Export settings'],
    guide: { href: '/blog/velocity-edit/', label: 'How to make a velocity edit' },
    search: 'CapCut velocity edit speed curve tutorial',
  },
  {
    id: 'color-grading',
    title: 'Color grading for a consistent look',
    description: 'Correct exposure and white balance, then grade with adjustments, curves and filters across every clip.',
    difficulty: 'Intermediate',
    category: 'color',
    thumbnail: 'palette',
    topics: ['Exposure', 'White balance', 'Curves', 'HSL', 'Adjustment layers'],
    guide: { href: '/blog/color-grading/', label: 'Color grading in CapCut' },
    search: 'CapCut color grading tutorial',
  },
  {
    id: 'audio-sync',
    title: 'Audio sync and clean sound',
    description: 'Line cuts up with the beat, balance music and voice, reduce noise and add fades.',
    difficulty: 'Beginner',
    category: 'audio',
    thumbnail: 'eighth-notes',
    topics: ['Beat marks', 'Volume balance', 'Noise reduction', 'Fades'],
    guide: { href: '/blog/audio-sync/', label: 'Audio sync and sound design' },
    search: 'CapCut audio sync beat tutorial',
  },
  {
    id: 'text-animation',
    title: 'Animated text and auto captions',
    description: 'Generate captions, style and animate text, and keep it out of the parts of the screen apps cover.',
    difficulty: 'Beginner',
    category: 'text',
    thumbnail: 'pen-line',
    topics: ['Auto captions', 'Text styles', 'Text animation', 'Safe zones', 'Text templates'],
    guide: { href: '/quick-tips/', label: 'Quick tips: text people actually read' },
    search: 'CapCut auto captions text animation tutorial',
  },
];

/**
 * A topic as its card shows it, in the page's language: `checkedOn` is the day its video was checked
 * and `moreTopics` the label of the topics the card leaves out ("+2 more"), both as the language
 * writes them.
 */
export type ShownTutorial = Tutorial & { readonly checkedOn?: string; readonly moreTopics?: string };

/** What a topic's card says: its words in one language (the video, guide path, level and icon are the topic's own). */
export interface TutorialWords {
  readonly title: string;
  readonly description: string;
  readonly topics: readonly string[];
  /** The name of the guide on this site the card links. */
  readonly guide: string;
  /** What the video host's search link looks for, in the language's words. */
  readonly search: string;
}

export interface VideoTutorialsCopy {
  readonly hero: {
    /** The badge above the title: how many topics, formatted for the language. */
    readonly count: (count: string) => string;
    readonly title: string;
    /** `checked` of `total` topics have a checked video; `host` is the video host's name. */
    readonly lead: (checked: string, total: string, host: string) => string;
  };
  readonly sections: { readonly browse: string; readonly read: string };
  /** "Prefer to read?": a sentence around three links. */
  readonly read: {
    readonly before: string;
    readonly beginnerGuide: string;
    readonly beforeTips: string;
    readonly quickTips: string;
    readonly beforeEffects: string;
    readonly effectsLibrary: string;
    readonly after: string;
  };
  readonly categories: { readonly [Key in TutorialCategory]: string };
  readonly tutorials: { readonly [Key in TutorialId]: TutorialWords };
}

export const videoTutorialsCopy: VideoTutorialsCopy = {
  hero: {
    count: (count) => `${count} topics`,
    title: 'CapCut Video Tutorials',
    lead: (checked, total, host) =>
      `CapCut's basics, effects, color, audio and text, topic by topic. We show a video only once we have checked it on CapCut's official channel (${checked} of ${total} so far); until then each topic links to its written guide here and to a ${host} search.`,
  },
  sections: { browse: 'Browse tutorials', read: 'Prefer to read?' },
  read: {
    before: 'Every topic has a written companion: start with the ',
    beginnerGuide: 'beginner guide',
    beforeTips: ', pick up shortcuts in the ',
    quickTips: 'quick tips',
    beforeEffects: ', or browse effects in the ',
    effectsLibrary: 'effects library',
    after: '.',
  },
  categories: Object.fromEntries(tutorialCategories.map(({ value, label }) => [value, label])) as VideoTutorialsCopy['categories'],
  tutorials: Object.fromEntries(
    tutorials.map(({ id, title, description, topics, guide, search }) => [id, { title, description, topics, guide: guide.label, search }]),
  ) as VideoTutorialsCopy['tutorials'],
};
