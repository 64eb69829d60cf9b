/** One app's good and bad points, side by side: shared by every comparison page. */
import { Icon } from '../Icon.tsx';

interface Props {
  readonly name: string;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  /** Headings of the two lists; "Pros" and "Cons" by default. */
  readonly labels?: readonly [string, string];
}

export const ProsCons = ({ name, pros, cons, labels = ['Pros', 'Cons'] }: Props) => (
  <div className="grid grid--2 pros-cons">
    {(
      [
        [labels[0], pros, 'pros', 'circle-check'],
        [labels[1], cons, 'cons', 'triangle-alert'],
      ] as const
    ).map(([label, items, kind, icon]) => (
      <div key={kind} className={`card pros-cons__${kind}`}>
        <h3 className="card__title">
          <Icon name={icon} /> {name}: {label.toLowerCase()}
        </h3>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    ))}
  </div>
);
