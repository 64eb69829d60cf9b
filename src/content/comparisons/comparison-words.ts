/**
 * The words of the comparison components (tables, pros and cons, scores, source notes, the "CapCut vs X"
 * layout) in English, and the shape of their translations (comparison-words.es.ts, registered as a
 * locale's shared words, src/content/page-copies.ts).
 */
import { sourceWords } from './source-words.ts';

export const comparisonWords = {
  ...sourceWords,
  /** The first and last columns of a feature table. */
  feature: 'Feature',
  winnerHeading: 'Winner',
  tie: 'Tie',
  /** The first column of a table without a winner. */
  measure: 'Measure',
  infoCaption: (title: string, otherName: string) => `${title}: CapCut and ${otherName}`,
  pros: 'Pros',
  cons: 'Cons',
  strengths: 'Strengths',
  weaknesses: 'Weaknesses',
  /** The heading of one app's list of pros or cons. */
  sideHeading: (name: string, label: string) => `${name}: ${label.toLowerCase()}`,
  /** A score meter's name for screen readers; the score is already written as the language writes it. */
  outOfTen: (name: string, score: string) => `${name}: ${score} out of 10`,
  /** The "CapCut vs X" layout, around its editor's data. */
  editor: {
    ourPick: (winner: string) => `Our pick: ${winner}.`,
    featuresTitle: (name: string) => `Feature comparison: CapCut vs ${name}`,
    /** How the table's rows split between the apps. */
    featuresIntro: (wins: { readonly capcut: number; readonly other: number; readonly tie: number }, rows: number, name: string) =>
      `CapCut wins ${wins.capcut} of ${rows} rows and ${name} wins ${wins.other}${wins.tie ? `; ${wins.tie} ${wins.tie === 1 ? 'is a tie' : 'are ties'}` : ''}.`,
    featuresCaption: (name: string) => `CapCut and ${name}, feature by feature`,
    storeRatings: (capcut: string, name: string, other: string) => `Store ratings: CapCut ${capcut}, ${name} ${other}.`,
    scenariosTitle: 'Which one for which job',
    download: 'Download CapCut',
    officialSite: (name: string) => `See ${name} on its official site`,
    visit: (name: string) => `Visit ${name}`,
    allAlternatives: 'All alternatives',
  },
};

export type ComparisonWords = typeof comparisonWords;
