/**
 * The words of /alternatives/ in English, and the shape of their translations (alternatives-page.es.ts):
 * the page's own and the editors' descriptions. The editors' data (type, rating, links) is editors.ts's,
 * the same in every language; the finder's own words are the catalogue's (`editorFinder`).
 */
import type { EditorKey } from '../../content-types.ts';
import { alternativeEditors } from './editors.ts';
import type { FactText } from './types.ts';

/** What the page says of one editor, in its language. */
export interface EditorWords {
  readonly pricing: string;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  readonly bestFor: string;
}

/** A link of the "More comparisons" list: the linked words and what follows them. */
export interface MoreLink {
  readonly href: string;
  readonly link: string;
  readonly after: string;
}

export const alternativesPageCopy = {
  hero: {
    title: (count: number) => `CapCut Alternatives: ${count} Video Editors Compared`,
    lead: (count: number) =>
      `CapCut is free and does a lot, but it is not the only good editor. Compare ${count} other editors by type, price and what each does best, then open the side-by-side comparison.`,
    /** Added to the lead when an editor is discontinued. */
    discontinued: (names: readonly string[]) => ` Discontinued by its maker, kept for people who used it: ${names.join(', ')}.`,
  },
  finderTitle: 'Find an editor',
  /** Each editor's descriptions, by key; a translation quotes its figures through `fact`. */
  editors: (_fact: FactText): Readonly<Record<EditorKey, EditorWords>> =>
    Object.fromEntries(alternativeEditors.map(({ key, pricing, pros, cons, bestFor }) => [key, { pricing, pros, cons, bestFor }])) as Record<EditorKey, EditorWords>,
  more: {
    title: 'More comparisons',
    links: [
      { href: '/capcut-vs-pro/', link: 'CapCut Free vs CapCut Pro', after: ': what the subscription adds and whether it is worth it.' },
      { href: '/capcut-vs-vn/', link: 'CapCut vs VN: scored by category', after: ': each category scored out of 10.' },
      { href: '/reviews/', link: 'CapCut reviews and rating', after: ': the store rating and what users say.' },
    ] as readonly MoreLink[],
  },
};

export type AlternativesPageCopy = typeof alternativesPageCopy;
