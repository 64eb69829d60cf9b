/** A plain side-by-side table (no winner column): speeds, sizes, learning time, cost. */
import type { InfoTable as InfoTableData } from '../../content/comparisons/types.ts';
import { DataTable } from '../DataTable.tsx';

export const InfoTable = ({ table, otherName }: { table: InfoTableData; otherName: string }) => (
  <DataTable
    caption={`${table.title}: CapCut and ${otherName}`}
    columns={['Measure', 'CapCut', otherName]}
    rows={table.rows.map((row) => ({ key: row.label, cells: [row.label, row.capcut, row.other] }))}
  />
);
