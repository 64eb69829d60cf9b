/**
 * Every table of the site: a real <table> with column and row headers inside `.table-wrap`. Each
 * data cell carries its column's name in data-label, which the stylesheet shows beside the cell
 * below 640px, where rows become cards so every cell stays on screen without sideways scrolling.
 */
import type { ReactNode } from 'react';

export interface DataRow {
  /** Unique within the table (React's key). */
  readonly key: string;
  /** The row's header first, then one cell per remaining column. */
  readonly cells: readonly ReactNode[];
}

interface Props {
  readonly caption?: ReactNode;
  /** The column names, the row-header column first; none for a two-column list of name and value. */
  readonly columns?: readonly string[];
  readonly rows: readonly DataRow[];
  readonly className?: string;
}

export const DataTable = ({ caption, columns, rows, className }: Props) => (
  <div className="table-wrap">
    <table className={className}>
      {caption && <caption>{caption}</caption>}
      {columns && (
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map(({ key, cells: [header, ...cells] }) => (
          <tr key={key}>
            <th scope="row">{header}</th>
            {cells.map((cell, index) => (
              <td key={index} data-label={columns?.[index + 1]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
