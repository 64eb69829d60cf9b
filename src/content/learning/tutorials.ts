/**
 * Copy of /video-tutorials/: six tutorial topics and their categories. A topic plays a video only
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

export interface Tutorial {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  readonly category: TutorialCategory;
  readonly thumbnail: IconName;
  readonly topics: readonly string[];
  /** The guide on this site that teaches the same thing. */
  readonly guide: { readonly href: string; readonly label: string };
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

export const tutorials: readonly Tutorial[] = [
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
