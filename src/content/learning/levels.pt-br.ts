/** The learning pages' level names in Brazilian Portuguese (the English is levels.ts). */
import type { LevelWords } from './levels.ts';

export const levelWordsPtBr: LevelWords = { Beginner: 'Iniciante', Intermediate: 'Intermediário', Advanced: 'Avançado', Easy: 'Fácil', Medium: 'Intermediário' };
