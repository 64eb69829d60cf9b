/** The learning pages' level names in Latin American Spanish (the English is levels.ts). */
import type { LevelWords } from './levels.ts';

export const levelWordsEs: LevelWords = { Beginner: 'Principiante', Intermediate: 'Intermedio', Advanced: 'Avanzado', Easy: 'Fácil', Medium: 'Intermedio' };
