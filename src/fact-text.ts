/** A fact of src/facts.ts by name in a language: its wording there (the locale's factWords) when its value has English words, else the fact as written. For modules that write a translation; a component reads useFactText. */
import { factAt } from './facts-by-name.ts';

export const factTextIn =
  (factWords: Readonly<Record<string, string>>) =>
  (name: string): string =>
    factWords[name] ?? String(factAt(name));

/** A fact's words with their first letter capital, for a phrase that starts a sentence or a label ("Más de 500 millones de descargas"). */
export const sentenceStart = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);
