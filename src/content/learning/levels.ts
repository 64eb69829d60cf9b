/** The levels a tip, a tutorial or a template is for, and their names in English (the shape of their translations: src/content/page-copies.ts, `levels`). */

/** A level as the content records it; the badge's colour follows it (src/filters/learning.ts). Easy and Medium are the template cards' names for the first two. */
export type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'Easy' | 'Medium';

export type LevelWords = { readonly [Key in Level]: string };

export const levelWords: LevelWords = { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced', Easy: 'Easy', Medium: 'Medium' };
