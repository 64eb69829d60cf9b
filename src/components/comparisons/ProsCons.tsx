/** One app's good and bad points, side by side: shared by every comparison page. */
import { Icon } from '../Icon.tsx';
import { useComparisonWords } from './FeatureTable.tsx';

interface Props {
  readonly name: string;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  /** Headings of the two lists; the words for pros and cons by default. */
  readonly labels?: readonly [string, string];
}

export const ProsCons = ({ name, pros, cons, labels }: Props) => {
  const words = useComparisonWords();
  const [good, bad] = labels ?? [words.pros, words.cons];
  return (
    <div className="grid grid--2 pros-cons">
      {(
        [
          [good, pros, 'pros', 'circle-check'],
          [bad, cons, 'cons', 'triangle-alert'],
        ] as const
      ).map(([label, items, kind, icon]) => (
        <div key={kind} className={`card pros-cons__${kind}`}>
          <h3 className="card__title">
            <Icon name={icon} /> {words.sideHeading(name, label)}
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
};
