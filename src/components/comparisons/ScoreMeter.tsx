/** A score out of 10 as a native <meter>, named for screen readers ("CapCut: 9 out of 10"). */
import { formatScore } from '../../content/comparisons/scores.ts';
import { formatCount, formatTenths } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/use-locale.tsx';
import { useComparisonWords } from './FeatureTable.tsx';

/** Whole scores as they are ("9"), others with one decimal ("9.3", "9,3"), as the page's language writes them. */
export const scoreText = (locale: Pick<Locale, 'intl'>, score: number): string => (Number.isInteger(score) ? formatCount(locale, score) : formatTenths(locale, Number(formatScore(score))));

export const ScoreMeter = ({ name, score }: { name: string; score: number }) => {
  const shown = scoreText(useLocale(), score);
  return (
    <div className="score-meter">
      <span className="score-meter__name">{name}</span>
      <meter min={0} max={10} low={5} high={8} optimum={10} value={score} aria-label={useComparisonWords().outOfTen(name, shown)} />
      <span className="score-meter__value" aria-hidden="true">
        {shown}/10
      </span>
    </div>
  );
};
