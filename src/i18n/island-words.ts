/**
 * What an island knows of its page's language, and the pure helpers an island uses to say its own
 * words. An island runs in the browser, where no catalogue is: the build writes its language (the
 * Intl locale and the shared components' words, `ComponentWords`) on its marker
 * (src/hydration/Island.tsx) and the browser hands it back (src/browser/hydrate-island.tsx); the
 * island's own words are props, taken by the page from its catalogue. A catalogue entry an island
 * reads is plain text, since JSON carries no function: a value goes in as `{name}` (`fill`), and a
 * text that changes with a count is a `Plural` (`plural`).
 */

/** The words the shared components say wherever they render, a page or an island (the catalogue's `components`). */
export const englishComponentWords = {
  /** Read after a link that opens a new tab, for screen readers (ExternalLink). */
  newTab: ' (opens in a new tab)',
  /**
   * Shown after the text of a link to a page that exists only in another language (SiteLink):
   * `{language}` is that language's name in the page's language ("inglés", "inglês"), from Intl.
   */
  otherLanguage: ' (in {language})',
  /** The close button of a dialog (Dialog). */
  close: 'Close',
  /** The button of a filtered list that shows nothing (EmptyState). */
  clearFilters: 'Clear filters',
  /** What an island that failed in the browser says in its place (IslandRoot). */
  islandFailed: 'This part of the page stopped working.',
  islandFailedRest: 'The rest of the page still works.',
  reload: 'Reload the page',
};

export type ComponentWords = { readonly [Key in keyof typeof englishComponentWords]: string };

/** The page's language as an island has it: JSON, on the island's marker. */
export interface IslandLanguage {
  /** The Intl locale of its numbers, dates and plurals ("es-419"). */
  readonly intl: string;
  readonly words: ComponentWords;
}

/** A text whose words change with a count: `one` for what the language calls one (1 in English and Spanish, 0 and 1 in Portuguese), `other` for the rest. */
export interface Plural {
  readonly one: string;
  readonly other: string;
}

/** `text` with each `{name}` replaced by its value: fill('{count} editors listed', { count: '12' }). A name without a value stays as written, so a missing one shows. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `count` in the language of `intl`, by the language's own rule (Intl.PluralRules). */
export function plural(intl: string, forms: Plural, count: number): string {
  let rules = pluralRules.get(intl);
  if (!rules) pluralRules.set(intl, (rules = new Intl.PluralRules(intl)));
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
