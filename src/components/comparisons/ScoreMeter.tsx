/** A score out of 10 as a native <meter>, named for screen readers ("CapCut: 9 out of 10"). */
import { formatScore } from '../../content/comparisons/scores.ts';

/** Whole scores as they are ("9"), others with one decimal ("9.3"). */
const shown = (score: number): string => (Number.isInteger(score) ? String(score) : formatScore(score));

export const ScoreMeter = ({ name, score }: { name: string; score: number }) => (
  <div className="score-meter">
    <span className="score-meter__name">{name}</span>
    <meter min={0} max={10} low={5} high={8} optimum={10} value={score} aria-label={`${name}: ${shown(score)} out of 10`} />
    <span className="score-meter__value" aria-hidden="true">
      {shown(score)}/10
    </span>
  </div>
);
