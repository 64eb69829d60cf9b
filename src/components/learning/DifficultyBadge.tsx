/** A difficulty level as a coloured badge (green Beginner, yellow Intermediate, red Advanced, gray otherwise), with the word itself as the label. */
import { difficultyClass } from '../../filters/learning.ts';

export const DifficultyBadge = ({ level }: { level: string }) => <span className={difficultyClass(level)}>{level}</span>;
