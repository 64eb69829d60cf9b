/** Copy of /video-tutorials/: the six tutorials and their categories. */

export type TutorialCategory = 'basics' | 'effects' | 'color' | 'audio' | 'text';

export interface Tutorial {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** mm:ss */
  readonly duration: string;
  readonly difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  readonly category: TutorialCategory;
  readonly views: string;
  readonly rating: number;
  readonly thumbnail: string;
  readonly topics: readonly string[];
  /** The video's id at the video host (src/content/video-host.ts). */
  readonly mediaId: string;
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
    duration: '12:45',
    difficulty: 'Beginner',
    category: 'basics',
    views: '1.2M views',
    rating: 4.8,
    thumbnail: '🎬',
    topics: ['Importing media', 'Trim and split', 'Timeline basics', 'Aspect ratio', 'Exporting'],
    mediaId: 'T0tSZB3N_xA',
  },
  {
    id: 'transitions',
    title: 'Smooth transitions that hide the cut',
    description: 'Choose and time transitions, cut on motion, and build zoom and whip transitions by hand.',
    duration: '09:30',
    difficulty: 'Intermediate',
    category: 'effects',
    views: '856K views',
    rating: 4.7,
    thumbnail: '✨',
    topics: ['Transition library', 'Timing', 'Cut on motion', 'Zoom transitions'],
    mediaId: 'wTz9gXDmE0s',
  },
  {
    id: 'velocity',
    title: 'Velocity edits with speed curves',
    description: 'Use custom speed curves and beat marks to make the fast-slow-fast edits popular on short video.',
    duration: '15:20',
    difficulty: 'Advanced',
    category: 'effects',
    views: '2.1M views',
    rating: 4.9,
    thumbnail: '⚡',
    topics: ['Speed curves', 'Beat marks', 'Motion blur', 'Keyframes', 'Music choice', 'Export settings'],
    mediaId: 'r1N4aYb7kQ0',
  },
  {
    id: 'color-grading',
    title: 'Color grading for a consistent look',
    description: 'Correct exposure and white balance, then grade with adjustments, curves and filters across every clip.',
    duration: '18:10',
    difficulty: 'Intermediate',
    category: 'color',
    views: '634K views',
    rating: 4.6,
    thumbnail: '🎨',
    topics: ['Exposure', 'White balance', 'Curves', 'HSL', 'Adjustment layers'],
    mediaId: 'Gk5vX8pL2cQ',
  },
  {
    id: 'audio-sync',
    title: 'Audio sync and clean sound',
    description: 'Line cuts up with the beat, balance music and voice, reduce noise and add fades.',
    duration: '11:05',
    difficulty: 'Beginner',
    category: 'audio',
    views: '489K views',
    rating: 4.7,
    thumbnail: '🎵',
    topics: ['Beat marks', 'Volume balance', 'Noise reduction', 'Fades'],
    mediaId: 'p9Hc3LwQz7M',
  },
  {
    id: 'text-animation',
    title: 'Animated text and auto captions',
    description: 'Generate captions, style and animate text, and keep it out of the parts of the screen apps cover.',
    duration: '10:40',
    difficulty: 'Beginner',
    category: 'text',
    views: '725K views',
    rating: 4.8,
    thumbnail: '✍️',
    topics: ['Auto captions', 'Text styles', 'Text animation', 'Safe zones', 'Text templates'],
    mediaId: 'eX4mR2tY6bU',
  },
];
