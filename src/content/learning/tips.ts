/** The words of /quick-tips/ in English (tip cards, hack groups, pro secrets), and the shape of their translations (src/content/page-copies.ts). */
import type { IconName } from '../../icon-names.ts';
import type { Level } from './levels.ts';
import { exportAdvice } from '../../facts.ts';

/** The tip cards, in the page's order, and the level each is for: the same in every language. */
export const tipCardLevels = { timeline: 'Beginner', audio: 'Beginner', text: 'Intermediate', keyframes: 'Advanced' } as const satisfies Record<string, Level>;

/** The hack groups, in the page's order, and each one's icon. */
export const hackIcons = { workflow: 'zap', performance: 'rocket', creative: 'palette' } as const satisfies Record<string, IconName>;

interface TipCardWords {
  readonly title: string;
  readonly tips: readonly string[];
}

interface HackGroupWords {
  /** The card's heading ("Workflow hacks"). */
  readonly title: string;
  readonly hacks: readonly string[];
}

export interface QuickTipsCopy {
  readonly hero: {
    /** The badge above the title: how many tips the page holds, formatted for the language. */
    readonly count: (count: string) => string;
    readonly title: string;
    readonly lead: string;
  };
  readonly actions: { readonly download: string; readonly tutorials: string };
  readonly sections: { readonly tips: string; readonly hacks: string; readonly proSecrets: string; readonly next: string };
  readonly tipCards: { readonly [Key in keyof typeof tipCardLevels]: TipCardWords };
  readonly hackGroups: { readonly [Key in keyof typeof hackIcons]: HackGroupWords };
  readonly proSecrets: readonly string[];
  readonly next: string;
}

export const quickTipsCopy: QuickTipsCopy = {
  hero: {
    count: (count) => `${count} tips`,
    title: 'CapCut Quick Tips and Hacks',
    lead: 'Short, practical tips that make editing in CapCut faster and your videos cleaner, from your first cut to keyframed motion.',
  },
  actions: { download: 'Download CapCut', tutorials: 'Video tutorials' },
  sections: { tips: 'Tips by skill level', hacks: 'Editing hacks', proSecrets: 'Pro secrets', next: 'Keep learning' },
  tipCards: {
    timeline: {
      title: 'Editing faster on the timeline',
      tips: [
        'Pinch the timeline to zoom in before you split, so the cut lands on the exact frame.',
        'Tap a clip, then Split at the playhead instead of dragging its edges: it is quicker and more precise.',
        'Use Replace on a clip to swap footage while keeping its effects, speed and transitions.',
        'Turn on the magnet (auto-snap) so clips, text and music snap to each other and to the playhead.',
      ],
    },
    audio: {
      title: 'Clean audio in minutes',
      tips: [
        'Run Reduce noise on voice clips recorded outdoors or in echoing rooms.',
        'Keep music around 40% and voice around 50% of the mix so speech stays clear.',
        'Add a short fade-in and fade-out to every music clip to hide hard starts and stops.',
        'Use Beats (auto beat marks) to place cuts exactly on the rhythm of the track.',
      ],
    },
    text: {
      title: 'Text that people actually read',
      tips: [
        'Generate Auto captions, then fix names and slang by hand before export.',
        'Keep text out of the bottom fifth and right edge of a 9:16 frame, where app buttons sit.',
        'Use one font family per video and at most two weights, so the style looks deliberate.',
        'Hold each caption for at least one second per five words so viewers can finish reading.',
      ],
    },
    keyframes: {
      title: 'Keyframes and motion',
      tips: [
        'Add a keyframe at the start and end of a move, then change position or scale at the second one.',
        'Use Graphs (speed curves) to ease in and out instead of linear motion.',
        'Animate masks with keyframes to reveal a subject or follow it across the frame.',
        'Copy a keyframed clip’s animation to other clips with Copy style to keep motion consistent.',
      ],
    },
  },
  hackGroups: {
    workflow: {
      title: 'Workflow hacks',
      hacks: [
        'Create a project per series with your intro, outro and lower-thirds, then duplicate it for each episode.',
        'Save text and colour settings you reuse, instead of restyling captions every time.',
        'On desktop, learn split, delete and undo shortcuts first: they cover most edits.',
      ],
    },
    performance: {
      title: 'Performance hacks',
      hacks: [
        'Lower the preview quality while editing long or 4K projects; exports keep full quality.',
        'Clear the app’s cache from its settings when storage runs low or playback stutters.',
        'Close other apps before exporting long videos so the export does not stall.',
      ],
    },
    creative: {
      title: 'Creative hacks',
      hacks: [
        'Use Overlay with a blend mode to layer light leaks or textures over footage.',
        'Cut on motion: split where the subject moves so the transition feels invisible.',
        'Reverse a short clip and play it after the original for a quick rewind effect.',
      ],
    },
  },
  proSecrets: [
    'Plan the first two seconds before you edit anything: the hook decides whether people keep watching.',
    `Export at the platform’s native size (${exportAdvice.aspect}, ${exportAdvice.resolution} for short video) so the app does not re-scale it.`,
    'Match colour across clips with one adjustment layer instead of grading each clip alone.',
    'Watch your edit once with the sound off and once with eyes closed: each pass shows different problems.',
  ],
  next: 'Get the official app for your device, then try each tip on a short clip of your own; the tutorials page has a written guide for every topic.',
};
