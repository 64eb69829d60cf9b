/**
 * Reading time from words: an article's minutes are the words its page shows under its header,
 * read at 200 words a minute and rounded up. A Markdown body's words are counted when it is
 * compiled (compile-body.ts); a body laid out from data is counted from its render.
 */
import { Parser } from 'htmlparser2';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** An adult's silent reading speed for instructional text, on the low side so no page promises too little. */
export const wordsPerMinute = 200;

/**
 * The text of markup React rendered, read by htmlparser2: each tag is a word break, comments vanish
 * (React puts one between adjacent text nodes), entities are decoded. Only for counting words.
 */
export function textOfMarkup(html: string): string {
  const parts: string[] = [];
  const breakWord = () => parts.push(' ');
  new Parser({ ontext: (text) => parts.push(text), onopentag: breakWord, onclosetag: breakWord }).end(html);
  return parts.join('');
}

/** Words in a text: runs without spaces that hold a letter or a digit (so "·", "+" and "—" are not words). */
export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Minutes to read a number of words; at least one. */
export const minutesToRead = (words: number): number => Math.max(1, Math.ceil(words / wordsPerMinute));

/** The words of an element laid out from data, as the page renders it. */
export const renderedWords = (element: ReactElement): number => countWords(textOfMarkup(renderToStaticMarkup(element)));
