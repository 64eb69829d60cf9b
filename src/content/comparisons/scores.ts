/** CapCut vs VN Editor by category (scores out of 10), and the averages computed from them. */

export interface SideScore {
  /** Out of 10. */
  readonly score: number;
  readonly pros: readonly string[];
}

export interface ScoreCategory {
  readonly name: string;
  readonly description: string;
  readonly capcut: SideScore;
  readonly other: SideScore;
}

/** The mean of the scores; NaN for an empty list, so a missing table cannot pass for a zero. */
export const averageScore = (scores: readonly number[]): number =>
  scores.length === 0 ? Number.NaN : scores.reduce((sum, score) => sum + score, 0) / scores.length;

/** A score with one decimal, half rounded up: 9.25 is "9.3". */
export const formatScore = (score: number): string => (Math.round(score * 10) / 10).toFixed(1);

export const vnCategories: readonly ScoreCategory[] = [
  {
    name: 'Ease of use',
    description: 'How quickly a first-time editor gets from import to a finished video.',
    capcut: { score: 9, pros: ['Clear bottom toolbar with labelled tools', 'Templates give a finished edit in minutes'] },
    other: { score: 8, pros: ['Tidy, uncluttered interface', 'Gestures on the timeline feel precise'] },
  },
  {
    name: 'Editing features',
    description: 'The core toolkit: tracks, keyframes, masks, speed, chroma key and text.',
    capcut: { score: 9, pros: ['Keyframes, masks, chroma key and speed curves', 'Auto captions and text-to-speech'] },
    other: { score: 7, pros: ['Multi-track timeline with keyframes', 'Speed curves and basic masks'] },
  },
  {
    name: 'Effects and templates',
    description: 'Ready-made looks: effects, filters, transitions, stickers and templates.',
    capcut: { score: 10, pros: ['Large effects library, refreshed often', 'Template gallery that follows short-video trends'] },
    other: { score: 7, pros: ['Solid set of filters and transitions', 'Fewer trend templates, so edits look less generic'] },
  },
  {
    name: 'AI tools',
    description: 'Automatic captions, background removal, voice effects and similar helpers.',
    capcut: { score: 10, pros: ['Auto captions in many languages', 'Background removal without a green screen'] },
    other: { score: 5, pros: ['A few automatic helpers', 'Less to learn for people who prefer manual work'] },
  },
  {
    name: 'Export quality',
    description: 'Resolution, frame rate and control over the exported file.',
    capcut: { score: 9, pros: ['Resolution and frame rate chosen per export', 'No watermark on free exports'] },
    other: { score: 8, pros: ['No watermark on free exports', 'Bitrate and frame rate settings'] },
  },
  {
    name: 'Performance',
    description: 'Smooth preview and reliable exports on everyday phones.',
    capcut: { score: 9, pros: ['Smooth preview on mid-range phones', 'Quick exports on recent phones'] },
    other: { score: 8, pros: ['Light on older devices', 'Stable with long multi-clip projects'] },
  },
  {
    name: 'Precise control',
    description: 'Frame-accurate trimming, curves and manual adjustments for people who like to fine-tune.',
    capcut: { score: 8, pros: ['Keyframe graphs for motion', 'Detailed colour adjustments'] },
    other: { score: 9, pros: ['Frame-accurate magnetic timeline', 'Fine speed and colour curves'] },
  },
  {
    name: 'Community and updates',
    description: 'How often the app improves, and how easy it is to find tutorials and help.',
    capcut: { score: 10, pros: ['Frequent updates with new effects', 'Huge number of tutorials and templates online'] },
    other: { score: 8, pros: ['Regular updates', 'Active, helpful user community'] },
  },
];

export const vnAverages = {
  capcut: averageScore(vnCategories.map((category) => category.capcut.score)),
  vn: averageScore(vnCategories.map((category) => category.other.score)),
};
