/** The comparison table every comparison page uses: one row per feature, each with a winner badge. */
import { comparisonWords } from '../../content/comparisons/comparison-words.ts';
import type { ComparisonRow, Winner } from '../../content/comparisons/types.ts';
import { useSharedCopy } from '../../i18n/use-locale.tsx';
import { DataTable } from '../DataTable.tsx';

interface Props {
  readonly caption: string;
  readonly otherName: string;
  readonly rows: readonly ComparisonRow[];
  /** The first column's name; CapCut by default. */
  readonly capcutName?: string;
}

/** The comparison components' words in the page's language. */
export const useComparisonWords = () => useSharedCopy('comparison-words', comparisonWords);

export const winnerLabel = (winner: Winner, otherName: string, tie: string, capcutName = 'CapCut'): string =>
  winner === 'tie' ? tie : winner === 'capcut' ? capcutName : otherName;

export const WinnerBadge = ({ winner, otherName, capcutName }: { winner: Winner; otherName: string; capcutName?: string }) => (
  <span className={`badge ${winner === 'tie' ? 'badge--outline' : winner === 'capcut' ? 'badge--accent' : 'badge--green'}`}>
    {winnerLabel(winner, otherName, useComparisonWords().tie, capcutName)}
  </span>
);

export const FeatureTable = ({ caption, otherName, rows, capcutName = 'CapCut' }: Props) => {
  const words = useComparisonWords();
  return (
    <DataTable
      className="feature-table"
      caption={caption}
      columns={[words.feature, capcutName, otherName, words.winnerHeading]}
      rows={rows.map((row) => ({
        key: row.feature,
        cells: [row.feature, row.capcut, row.other, <WinnerBadge winner={row.winner} otherName={otherName} capcutName={capcutName} />],
      }))}
    />
  );
};

/** How many rows each side wins, for a verdict argued from the table. */
export const tally = (rows: readonly ComparisonRow[]): Record<Winner, number> => {
  const count: Record<Winner, number> = { capcut: 0, other: 0, tie: 0 };
  for (const row of rows) count[row.winner] += 1;
  return count;
};
