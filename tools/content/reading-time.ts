/**
 * Reading time from words: an article's minutes are the words its page shows under its header,
 * read at 200 words a minute and rounded up. A Markdown body's words are counted when it is
 * compiled (compile-body.ts); a body laid out from data is counted from its render.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** An adult's silent reading speed for instructional text, on the low side so no page promises too little. */
export const wordsPerMinute = 200;

const entities: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text of markup React rendered: each tag is a word break, comments vanish (React puts one
 * between adjacent text nodes), entities are decoded. Only for counting words, never for output.
 */
export const textOfMarkup = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => entities[entity]!);

/** Words in a text: runs without spaces that hold a letter or a digit (so "·", "+" and "—" are not words). */
export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Minutes to read a number of words; at least one. */
export const minutesToRead = (words: number): number => Math.max(1, Math.ceil(words / wordsPerMinute));

/** The words of an element laid out from data, as the page renders it. */
export const renderedWords = (element: ReactElement): number => countWords(textOfMarkup(renderToStaticMarkup(element)));
