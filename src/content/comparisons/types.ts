/** The shapes every comparison page's copy is written in (spec §3 "Comparison row"). */
import type { Fact } from '../../facts.ts';
import type { EditorKey } from './official-sites.ts';

/** Which side a table row favours. */
export type Winner = 'capcut' | 'other' | 'tie';

export interface ComparisonRow {
  readonly feature: string;
  readonly capcut: string;
  readonly other: string;
  readonly winner: Winner;
}

export interface StrengthsAndWeaknesses {
  readonly strengths: readonly string[];
  readonly weaknesses: readonly string[];
}

/** A situation and the app the page recommends for it. */
export interface Scenario {
  readonly title: string;
  readonly pick: Winner;
  readonly text: string;
}

/** A side-by-side table without a winner column: speeds, sizes, learning time, cost. */
export interface InfoTable {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly rows: readonly { readonly label: string; readonly capcut: string; readonly other: string }[];
}

/** A section of plain paragraphs, such as market trends. */
export interface TextSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The copy of one "CapCut vs X" detail page. */
export interface EditorComparison {
  readonly key: EditorKey;
  readonly name: string;
  readonly icon: string;
  readonly lead: string;
  /** The winner banner under the headline. */
  readonly banner: { readonly winner: Winner; readonly text: string };
  readonly rows: readonly ComparisonRow[];
  /** "Advantages and disadvantages" or "Strengths and weaknesses". */
  readonly prosConsTitle: string;
  readonly capcut: StrengthsAndWeaknesses;
  readonly other: StrengthsAndWeaknesses;
  readonly scenarios?: readonly Scenario[];
  readonly tables?: readonly InfoTable[];
  readonly texts?: readonly TextSection[];
  /** "Recommendation" or "Verdict". */
  readonly verdictTitle: string;
  readonly verdict: readonly string[];
  /** The share of creators the site recommends CapCut to, where the facts give one. */
  readonly recommendShare?: Fact<string>;
}
