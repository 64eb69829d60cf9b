/** The web editor vs app table, from rows of src/content/downloads/web-vs-app.ts. */
import type { WebAppRow } from '../../content/downloads/web-vs-app.ts';

export const WebAppTable = ({ rows }: { rows: readonly WebAppRow[] }) => (
  <div className="table-wrap">
    <table>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          <th scope="col">Web editor</th>
          <th scope="col">App</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{row.feature}</th>
            <td>{row.web}</td>
            <td>{row.app}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
