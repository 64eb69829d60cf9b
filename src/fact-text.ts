/** A fact of src/facts.ts by name in a language: its wording there (the locale's factWords) when its value has English words, else the fact as written. For modules that write a translation; a component reads useFactText. */
import { factAt } from './facts-by-name.ts';

export const factTextIn =
  (factWords: Readonly<Record<string, string>>) =>
  (name: string): string =>
    factWords[name] ?? String(factAt(name));
