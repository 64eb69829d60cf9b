/** A list of problems, each with its fix (troubleshooting sections). */
import type { Problem } from '../../content-types.ts';

export const ProblemList = ({ items }: { items: readonly Problem[] }) => (
  <dl className="problems">
    {items.map((item) => (
      <div key={item.problem}>
        <dt>{item.problem}</dt>
        <dd>{item.fix}</dd>
      </div>
    ))}
  </dl>
);
