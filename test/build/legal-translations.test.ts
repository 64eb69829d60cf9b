/**
 * The translated legal pages of dist/: each says that the English original governs and links it
 * (marked as English), and shows its date of change in its own language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteLocales } from '../../src/i18n/locales.ts';
import { attr, elementsIn, textOf } from '../../tools/render/html-elements.ts';
import { distPages } from '../support/dist-files.ts';
import { routes } from '../support/site.ts';

const pages = distPages();
const legal = new Set(['/privacy/', '/terms/', '/disclaimer/', '/dmca/']);
const translations = routes.filter((route) => route.translates && legal.has(route.translates));
const fileOf = (path: string) => `${path.slice(1)}index.html`;
const englishMonths = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

describe('the translated legal pages', () => {
  it('are there: every language translates each of them', () => assert.equal(translations.length, legal.size * (siteLocales.length - 1)));

  for (const route of translations) {
    it(`${route.path} says the English original governs and links it, and dates itself in its language`, () => {
      const page = pages.get(fileOf(route.path));
      assert.ok(page, `${route.path} is built`);
      const note = page.elements.find((e) => attr(e, 'role') === 'note');
      assert.ok(note, `${route.path}: a note about the translation`);
      const links = elementsIn(note).filter((e) => e.tagName === 'a');
      assert.deepEqual(links.map((a) => [attr(a, 'href'), attr(a, 'hreflang')]), [[route.translates, 'en']]);
      const main = page.elements.find((e) => e.tagName === 'main')!;
      assert.doesNotMatch(textOf(main), englishMonths);
      assert.equal(attr(page.elements.find((e) => e.tagName === 'html')!, 'lang'), siteLocales.find(({ id }) => id === route.locale)!.lang);
    });
  }

  it('the English pages have no such note', () => {
    for (const path of legal) assert.equal(pages.get(fileOf(path))!.elements.find((e) => attr(e, 'role') === 'note'), undefined, path);
  });
});
