/** A difficulty level as a coloured badge (spec §4), with the word itself as the label. */
import { difficultyClass } from '../../filters/learning.ts';

export const DifficultyBadge = ({ level }: { level: string }) => <span className={difficultyClass(level)}>{level}</span>;
