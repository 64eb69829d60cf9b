/** The web editor vs app table, from rows of src/content/downloads/web-vs-app.ts, its column names in the page's language (the page's copy). */
import type { WebAppRow } from '../../content/downloads/web-vs-app.ts';
import { DataTable } from '../DataTable.tsx';

export const WebAppTable = ({ columns, rows }: { columns: readonly string[]; rows: readonly WebAppRow[] }) => (
  <DataTable columns={columns} rows={rows.map((row) => ({ key: row.feature, cells: [row.feature, row.web, row.app] }))} />
);
