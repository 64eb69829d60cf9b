/**
 * The alternatives finder's words in English: the island's own, which it shows on the English page.
 * A translated page gives the island its words as props (FinderLanguage), with its figures and
 * sources already written as its language writes them: no catalogue reaches the browser.
 */
import type { EditorCategory } from './editors.ts';

export interface FinderWords {
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly filterLabel: string;
  /** The chip of every type. */
  readonly all: string;
  /** Each type's name, on its chip and on the cards. */
  readonly categories: Readonly<Record<EditorCategory, string>>;
  /** The count line: "5" then the noun, then the rest. */
  readonly one: string;
  readonly many: string;
  readonly listed: string;
  /** Read after a rating, for screen readers. */
  readonly outOfFive: string;
  readonly freeVersion: string;
  readonly discontinued: string;
  readonly bestFor: string;
  readonly pricing: string;
  readonly pros: string;
  readonly cons: string;
  /** Before an editor's name, on the link to its comparison. */
  readonly versus: string;
  readonly empty: string;
  readonly clear: string;
  /** Before the ratings' source. */
  readonly ratings: string;
}

export const finderWords: FinderWords = {
  searchLabel: 'Search by name or use',
  searchPlaceholder: 'e.g. animation, YouTube, InShot',
  filterLabel: 'Filter by type',
  all: 'All',
  categories: { 'Mobile Editor': 'Mobile Editor', 'Professional Mobile': 'Professional Mobile', 'Cross-platform': 'Cross-platform', 'Animation Editor': 'Animation Editor' },
  one: 'editor',
  many: 'editors',
  listed: ' listed',
  outOfFive: ' out of 5 stars',
  freeVersion: 'Free version',
  discontinued: 'Discontinued',
  bestFor: 'Best for:',
  pricing: 'Pricing:',
  pros: 'Pros',
  cons: 'Cons',
  versus: 'CapCut vs ',
  empty: 'No editor matches this search and type.',
  clear: 'Clear search and type',
  ratings: 'Ratings',
};

/** What a translated page gives the finder beside its editors: its words, each editor's rating and the source lines, as its language writes them. */
export interface FinderLanguage {
  readonly words: FinderWords;
  /** By editor key. */
  readonly ratings: Readonly<Record<string, string>>;
  /** The ratings' sources, and each discontinued editor's, by key. */
  readonly sources: { readonly ratings: readonly string[]; readonly discontinued: Readonly<Record<string, readonly string[]>> };
}
