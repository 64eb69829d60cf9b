/** Copy of /quick-tips/: tip cards, hack groups and pro secrets. */
import type { IconName } from '../../icon-names.ts';


export interface TipCard {
  readonly title: string;
  readonly difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  readonly tips: readonly string[];
}

export const tipCards: readonly TipCard[] = [
  {
    title: 'Editing faster on the timeline',
    difficulty: 'Beginner',
    tips: [
      'Pinch the timeline to zoom in before you split, so the cut lands on the exact frame.',
      'Tap a clip, then Split at the playhead instead of dragging its edges: it is quicker and more precise.',
      'Use Replace on a clip to swap footage while keeping its effects, speed and transitions.',
      'Turn on the magnet (auto-snap) so clips, text and music snap to each other and to the playhead.',
    ],
  },
  {
    title: 'Clean audio in minutes',
    difficulty: 'Beginner',
    tips: [
      'Run Reduce noise on voice clips recorded outdoors or in echoing rooms.',
      'Keep music around 40% and voice around 50% of the mix so speech stays clear.',
      'Add a short fade-in and fade-out to every music clip to hide hard starts and stops.',
      'Use Beats (auto beat marks) to place cuts exactly on the rhythm of the track.',
    ],
  },
  {
    title: 'Text that people actually read',
    difficulty: 'Intermediate',
    tips: [
      'Generate Auto captions, then fix names and slang by hand before export.',
      'Keep text out of the bottom fifth and right edge of a 9:16 frame, where app buttons sit.',
      'Use one font family per video and at most two weights, so the style looks deliberate.',
      'Hold each caption for at least one second per five words so viewers can finish reading.',
    ],
  },
  {
    title: 'Keyframes and motion',
    difficulty: 'Advanced',
    tips: [
      'Add a keyframe at the start and end of a move, then change position or scale at the second one.',
      'Use Graphs (speed curves) to ease in and out instead of linear motion.',
      'Animate masks with keyframes to reveal a subject or follow it across the frame.',
      'Copy a keyframed clip’s animation to other clips with Copy style to keep motion consistent.',
    ],
  },
];

export interface HackGroup {
  readonly title: 'Workflow' | 'Performance' | 'Creative';
  readonly icon: IconName;
  readonly hacks: readonly string[];
}

export const hackGroups: readonly HackGroup[] = [
  {
    title: 'Workflow',
    icon: 'zap',
    hacks: [
      'Create a project per series with your intro, outro and lower-thirds, then duplicate it for each episode.',
      'Save text and colour settings you reuse, instead of restyling captions every time.',
      'On desktop, learn split, delete and undo shortcuts first: they cover most edits.',
    ],
  },
  {
    title: 'Performance',
    icon: 'rocket',
    hacks: [
      'Lower the preview quality while editing long or 4K projects; exports keep full quality.',
      'Clear the app’s cache from its settings when storage runs low or playback stutters.',
      'Close other apps before exporting long videos so the export does not stall.',
    ],
  },
  {
    title: 'Creative',
    icon: 'palette',
    hacks: [
      'Use Overlay with a blend mode to layer light leaks or textures over footage.',
      'Cut on motion: split where the subject moves so the transition feels invisible.',
      'Reverse a short clip and play it after the original for a quick rewind effect.',
    ],
  },
];

export const proSecrets: readonly string[] = [
  'Plan the first two seconds before you edit anything: the hook decides whether people keep watching.',
  'Export at the platform’s native size (9:16, 1080x1920 for short video) so the app does not re-scale it.',
  'Match colour across clips with one adjustment layer instead of grading each clip alone.',
  'Watch your edit once with the sound off and once with eyes closed: each pass shows different problems.',
];
