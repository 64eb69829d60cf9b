/** The web editor vs app table, from rows of src/content/downloads/web-vs-app.ts. */
import type { WebAppRow } from '../../content/downloads/web-vs-app.ts';
import { useMessages } from '../../i18n/use-locale.tsx';
import { DataTable } from '../DataTable.tsx';

export const WebAppTable = ({ rows }: { rows: readonly WebAppRow[] }) => (
  <DataTable columns={useMessages().downloads.webAppColumns} rows={rows.map((row) => ({ key: row.feature, cells: [row.feature, row.web, row.app] }))} />
);
