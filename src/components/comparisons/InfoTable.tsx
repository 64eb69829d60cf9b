/** A plain side-by-side table (no winner column): speeds, sizes, learning time, cost. */
import type { InfoTable as InfoTableData } from '../../content/comparisons/types.ts';

export const InfoTable = ({ table, otherName }: { table: InfoTableData; otherName: string }) => (
  <div className="table-wrap">
    <table>
      <caption>{table.title}: CapCut and {otherName}</caption>
      <thead>
        <tr>
          <th scope="col">Measure</th>
          <th scope="col">CapCut</th>
          <th scope="col">{otherName}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.capcut}</td>
            <td>{row.other}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
