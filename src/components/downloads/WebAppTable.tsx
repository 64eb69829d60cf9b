/** The web editor vs app table, from rows of src/content/downloads/web-vs-app.ts. */
import type { WebAppRow } from '../../content/downloads/web-vs-app.ts';
import { DataTable } from '../DataTable.tsx';

export const WebAppTable = ({ rows }: { rows: readonly WebAppRow[] }) => (
  <DataTable columns={['Feature', 'Web editor', 'App']} rows={rows.map((row) => ({ key: row.feature, cells: [row.feature, row.web, row.app] }))} />
);
