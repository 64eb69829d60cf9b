/** The shapes every comparison page's copy is written in. */
import type { Fact } from '../../facts.ts';
import type { EditorKey } from '../../content-types.ts';

/** A fact of src/facts.ts by name, as the page's language writes it (useFactText): what a translation quotes its figures through. */
export type FactText = (name: string) => string;

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

/**
 * The data of one "CapCut vs X" page: what its comparison layout shows above the prose of the
 * article's file (src/content/articles/<slug>.mdx, layout: comparison).
 */
export interface EditorComparison {
  readonly key: EditorKey;
  readonly name: string;
  /** What a reader must know before the comparison (the other app is discontinued), with its source. */
  readonly notice?: { readonly text: string; readonly source: Fact<unknown> };
  /** The winner banner under the headline. */
  readonly banner: { readonly winner: Winner; readonly text: string };
  readonly rows: readonly ComparisonRow[];
  /** "Advantages and disadvantages" or "Strengths and weaknesses". */
  readonly prosConsTitle: string;
  readonly capcut: StrengthsAndWeaknesses;
  readonly other: StrengthsAndWeaknesses;
  readonly scenarios?: readonly Scenario[];
  readonly tables?: readonly InfoTable[];
}
