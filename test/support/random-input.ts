/**
 * Seeded random text for the search boxes: the same seed gives the same inputs on every run, so a
 * failing input can be reproduced from the seed in the test.
 */

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What breaks text search: regular-expression syntax, whitespace, emoji, URL and markup characters, accents. */
const awkwardPieces = ['.', '*', '[', '(', ')', ']', '\\', '?', '+', '^', '$', '|', '{', '}', ' ', '  ', '\t', '🎬', '✨', '⚡', '👩‍💻', '%', '&', '#', '=', '/', '"', "'", '<b>', 'é'];

/**
 * `count` inputs from the same `seed`. One in five is one of the page's own `words` in a random
 * case between spaces, so some inputs match; the rest are 1 to 24 pieces drawn from the awkward
 * pieces and the words, and one in ten of those is repeated 40 times to make it long.
 */
export function randomInputs(seed: number, count: number, words: readonly string[]): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pieces = [...awkwardPieces, ...words];
  const word = () => {
    const cased = [...pick(words)].map((letter) => (random() < 0.5 ? letter.toUpperCase() : letter.toLowerCase())).join('');
    return `${pick(['', ' ', '  '])}${cased}${pick(['', ' ', '  '])}`;
  };
  const jumble = () => {
    const text = Array.from({ length: 1 + Math.floor(random() * 24) }, () => pick(pieces)).join('');
    return random() < 0.1 ? text.repeat(40) : text;
  };
  return Array.from({ length: count }, () => (random() < 0.2 ? word() : jumble()));
}
