/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {};
