/** A difficulty level as a coloured badge (green Beginner, yellow Intermediate, red Advanced, gray otherwise), named in the page's language by `label` (the level itself in English). */
import { difficultyClass } from '../../filters/learning.ts';

export const DifficultyBadge = ({ level, label = level }: { level: string; label?: string }) => <span className={difficultyClass(level)}>{label}</span>;
