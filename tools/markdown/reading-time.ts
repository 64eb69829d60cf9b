/**
 * Reading time from words: an article's minutes are the words its page shows under its header,
 * read at 200 words a minute and rounded up. A body's words are counted when it is compiled
 * (compile-body.ts); what the components that lay out data show is counted by the pipeline from
 * their render (tools/render/component-words.ts).
 */

/** An adult's silent reading speed for instructional text, on the low side so no page promises too little. */
export const wordsPerMinute = 200;

/** Words in a text: runs without spaces that hold a letter or a digit (so "·", "+" and "—" are not words). */
export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Minutes to read a number of words; at least one. */
export const minutesToRead = (words: number): number => Math.max(1, Math.ceil(words / wordsPerMinute));
