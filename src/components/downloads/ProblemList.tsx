/** A list of problems, each with its fix (troubleshooting sections). */

export interface Problem {
  readonly problem: string;
  readonly fix: string;
}

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
