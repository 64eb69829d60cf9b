/**
 * The shapes of content that both the content data (src/content/) and the components that show it
 * use: content never imports a component, so the types they share live here.
 */

export interface HowToStep {
  readonly name: string;
  /** Plain text: it is both shown and put in the JSON-LD. */
  readonly text: string;
}

export interface HowToData {
  readonly name: string;
  readonly description: string;
  /** How long following the steps takes, in minutes: the HowTo's totalTime, shown beside the steps. */
  readonly totalMinutes: number;
  readonly steps: readonly HowToStep[];
}

export interface FaqItem {
  readonly question: string;
  /** Plain text: it is both shown and put in the JSON-LD. */
  readonly answer: string;
}

/** A problem and its fix (troubleshooting sections). */
export interface Problem {
  readonly problem: string;
  readonly fix: string;
}

/** The alternative editors the site compares CapCut with, by key: their data (src/content/comparisons/) and an article's `editor`. */
export type EditorKey = 'inshot' | 'vnEditor' | 'premiereRush' | 'alightMotion' | 'kinemaster';
