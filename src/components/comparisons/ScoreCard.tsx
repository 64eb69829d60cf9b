/** One category of a scored comparison: its description, both scores as meters, and each app's strong points. */
import type { ScoreCategory } from '../../content/comparisons/scores.ts';
import { ScoreMeter } from './ScoreMeter.tsx';

interface Props {
  readonly category: ScoreCategory;
  readonly otherName: string;
}

export const ScoreCard = ({ category, otherName }: Props) => (
  <article className="card score-card">
    <h3 className="card__title">{category.name}</h3>
    <p>{category.description}</p>
    <ScoreMeter name="CapCut" score={category.capcut.score} />
    <ScoreMeter name={otherName} score={category.other.score} />
    <div className="grid grid--2">
      {(
        [
          ['CapCut', category.capcut.pros],
          [otherName, category.other.pros],
        ] as const
      ).map(([name, pros]) => (
        <div key={name}>
          <h4 className="score-card__side">{name}</h4>
          <ul>
            {pros.map((pro) => (
              <li key={pro}>{pro}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  </article>
);
