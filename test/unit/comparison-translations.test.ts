/**
 * The comparison pages' translations say what the English says and no more: each translation of the
 * alternatives and reviews pages, of the comparison components' words, of each "CapCut vs X" page's
 * data and of what the CapCut vs Pro and vs VN articles lay out has the English's shape (the same keys, as many
 * items in each list), the same verdicts, scores and other values that are no words, and in every text
 * the figures of the English text it translates.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alternativesPageCopy } from '../../src/content/comparisons/alternatives-page.ts';
import { capcutVsProCopy } from '../../src/content/comparisons/capcut-vs-pro.ts';
import { capcutVsVnCopy } from '../../src/content/comparisons/capcut-vs-vn.ts';
import { comparisonWords } from '../../src/content/comparisons/comparison-words.ts';
import { editorComparisons } from '../../src/content/comparisons/editor-comparisons.ts';
import { reviewsPageCopy } from '../../src/content/comparisons/reviews-page.ts';
import { factAt } from '../../src/facts-by-name.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import type { EditorKey } from '../../src/content-types.ts';

/** The facts as the English quotes them: a translation made with them quotes the same figures. */
const englishFact = (name: string): string => String(factAt(name));

/** The methods a text calls on an argument (a list of names joined, a label in lower case): each gives the argument's marker. */
const markedMethods = new Set(['join', 'toLowerCase', 'toUpperCase', 'trim']);

/** An argument that writes itself as ⟦name⟧ wherever a text quotes it, one of its fields or a method of it; a day is one figure, as its fact records it or written out, and so is a count, as a figure or in words. */
const marker = (name: string): unknown =>
  new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === Symbol.toPrimitive) return () => `⟦${name}⟧`;
        if (typeof key !== 'string') return undefined;
        return markedMethods.has(key) ? () => `⟦${name}⟧` : `⟦${key === 'iso' || key === 'long' ? 'day' : key.replace(/InWords$/, '')}⟧`;
      },
    },
  );

/** Fields whose value is no word: a translation keeps the English value. */
const sameValue = new Set(['winner', 'pick', 'key', 'kind', 'id', 'icon', 'category', 'href', 'featured']);
/** Fields a translation has of its own (where it is, when it was written). */
const itsOwn = new Set(['slug', 'path', 'published', 'modified']);

/** The numbers of a text (a decimal comma read as a point) and the arguments it quotes, sorted. */
const figuresOf = (text: string): string[] =>
  [...text.matchAll(/⟦[^⟧]+⟧|\d+(?:[.,]\d+)*/g)].map(([found]) => (found.startsWith('⟦') ? found : found.replaceAll(',', '.'))).sort();

const isFact = (value: unknown): boolean => typeof value === 'object' && value !== null && 'source' in value && 'asOf' in value && 'value' in value;

/** Where a translation differs from its English in shape, values or figures, each problem with where it is. */
function differences(english: unknown, translated: unknown, at: string): string[] {
  const call = (value: unknown) => (typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(marker('argument'), marker('second'), marker('third')) : value);
  const [en, tr] = [call(english), call(translated)];
  const field = at.split('.').at(-1)!;
  if (itsOwn.has(field)) return [];
  if (isFact(en)) return en === tr ? [] : [`${at}: not the English's fact`];
  if (typeof en === 'string') {
    if (typeof tr !== 'string') return [`${at}: not a text`];
    if (sameValue.has(field)) return en === tr ? [] : [`${at}: "${tr}" where the English has "${en}"`];
    const [a, b] = [figuresOf(en), figuresOf(tr)];
    return a.join(' ') === b.join(' ') ? [] : [`${at}: “${tr}” quotes ${b.join(', ') || 'no figure'}, the English “${en}” ${a.join(', ') || 'none'}`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr)) return [`${at}: not a list`];
    if (tr.length !== en.length) return [`${at}: ${tr.length} items, the English ${en.length}`];
    return en.flatMap((item, index) => differences(item, tr[index], `${at}.${index}`));
  }
  if (en && typeof en === 'object') {
    if (!tr || typeof tr !== 'object') return [`${at}: not an object`];
    const [a, b] = [Object.keys(en).sort(), Object.keys(tr).filter((key) => key !== 'meta').sort()];
    if (a.join() !== b.join()) return [`${at}: keys ${b.join(', ')}, the English ${a.join(', ')}`];
    return a.map((key) => [key, (en as Record<string, unknown>)[key], (tr as Record<string, unknown>)[key]] as const).flatMap(([key, one, other]) => differences(one, other, at ? `${at}.${key}` : key));
  }
  return en === tr ? [] : [`${at}: ${String(tr)} where the English has ${String(en)}`];
}

/** A page copy's editors made with the English facts, so their figures compare. */
const withEditors = <Copy extends { editors: (fact: (name: string) => string) => unknown }>(copy: Copy) => ({ ...copy, editors: copy.editors(englishFact) });

const translations = siteLocales.slice(1);

describe('the comparison pages in every language', () => {
  it('are translated in the site’s languages', () => {
    assert.ok(translations.length > 0);
    for (const locale of translations) {
      assert.ok(locale.pages['/alternatives/'] && locale.pages['/reviews/'], `${locale.id}: /alternatives/ and /reviews/`);
      assert.ok(locale.shared['comparison-words'] && locale.shared['editor-comparisons'], `${locale.id}: the comparison words and each editor's comparison`);
      assert.ok(locale.shared['capcut-vs-pro'] && locale.shared['capcut-vs-vn'], `${locale.id}: CapCut vs Pro and vs VN`);
    }
  });

  it('tells a changed verdict, a lost item and a lost figure apart from a translation', () => {
    const row = { feature: 'Price', capcut: '$7.99 a month', other: 'Free', winner: 'capcut' };
    assert.deepEqual(differences([row], [{ ...row, capcut: 'USD 7.99 al mes', other: 'Gratis' }], 'rows'), []);
    assert.deepEqual(differences([row], [{ ...row, winner: 'other' }], 'rows'), ['rows.0.winner: "other" where the English has "capcut"']);
    assert.equal(differences([row, row], [row], 'rows').length, 1);
    assert.equal(differences(row, { ...row, capcut: 'USD 8.99 al mes' }, 'row').length, 1);
    assert.deepEqual(differences((n: number) => `${n} stars`, (n: number) => `${n} estrellas`, 'bar'), []);
  });

  for (const locale of translations) {
    describe(locale.id, () => {
      it('/alternatives/ and /reviews/: the English’s shape and figures, a description of 70 to 160 characters', () => {
        const alternatives = locale.pages['/alternatives/']!;
        const reviews = locale.pages['/reviews/']!;
        assert.deepEqual(differences(withEditors(alternativesPageCopy), withEditors(alternatives), ''), []);
        assert.deepEqual(differences(reviewsPageCopy, reviews, ''), []);
        for (const { meta } of [alternatives, reviews]) assert.ok(meta.description.length >= 70 && meta.description.length <= 160, `${meta.label}: the description is ${meta.description.length} characters`);
      });

      it('the comparison components’ words', () => {
        assert.deepEqual(differences(comparisonWords, locale.shared['comparison-words'], ''), []);
      });

      it('each editor’s comparison: the English’s rows, verdicts and figures', () => {
        const translated = locale.shared['editor-comparisons']!;
        for (const key of Object.keys(editorComparisons) as EditorKey[])
          assert.deepEqual(differences(editorComparisons[key](englishFact), translated[key](englishFact), key), []);
      });

      it('CapCut vs Pro and vs VN: the English data’s shape, verdicts, scores and figures, their words', () => {
        const { 'capcut-vs-pro': pro, 'capcut-vs-vn': vn } = locale.shared;
        assert.deepEqual(differences(capcutVsProCopy.data(englishFact), pro!.data(englishFact), 'capcut-vs-pro'), []);
        assert.deepEqual(differences(capcutVsProCopy.words, pro!.words, 'capcut-vs-pro words'), []);
        assert.deepEqual(differences(capcutVsVnCopy.data(englishFact), vn!.data(englishFact), 'capcut-vs-vn'), []);
        assert.deepEqual(differences(capcutVsVnCopy.words, vn!.words, 'capcut-vs-vn words'), []);
      });
    });
  }
});
