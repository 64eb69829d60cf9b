/** The levels a tip, a tutorial or a template is for, as the content records them; the badge's colour follows the level (src/filters/learning.ts) and the catalogue names it (`learning.levels`). Easy and Medium are the template cards' names for the first two. */
export type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'Easy' | 'Medium';
