/** A plain side-by-side table (no winner column): speeds, sizes, learning time, cost. */
import type { InfoTable as InfoTableData } from '../../content/comparisons/types.ts';
import { DataTable } from '../DataTable.tsx';
import { useComparisonWords } from './FeatureTable.tsx';

export const InfoTable = ({ table, otherName }: { table: InfoTableData; otherName: string }) => {
  const words = useComparisonWords();
  return (
    <DataTable
      caption={words.infoCaption(table.title, otherName)}
      columns={[words.measure, 'CapCut', otherName]}
      rows={table.rows.map((row) => ({ key: row.label, cells: [row.label, row.capcut, row.other] }))}
    />
  );
};
