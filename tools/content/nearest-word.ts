/** The word meant by a misspelt one, for "did you mean" in the messages of the front matter and of the scripts' options. */
import leven from 'leven';

/** The known word nearest to a misspelt one, if it is near enough to be what was meant (two letters in a short word, a third of a long one). */
export function nearest(word: string, known: readonly string[]): string | undefined {
  const [best] = known.map((candidate) => ({ candidate, distance: leven(word.toLowerCase(), candidate.toLowerCase()) })).sort((a, b) => a.distance - b.distance);
  return best && best.distance <= Math.max(2, Math.floor(word.length / 3)) ? best.candidate : undefined;
}
