/**
 * The Spanish and Portuguese pages of dist/ are written in their language: no English phrase in the
 * text a visitor reads or hears (test/support/english-text.ts says how one is found), outside the
 * names the site quotes as their owners write them; and every such page is in its group's hreflang
 * set, as the site groups its pages: each version of it, itself and the English original included,
 * with x-default for the English (a noindex page, none).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as facts from '../../src/facts.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { attr } from '../../tools/render/html-elements.ts';
import { distPages, Problems, routeOf, urlPathOf } from '../support/dist-files.ts';
import { englishPhrases, visibleTexts } from '../support/english-text.ts';
import { site } from '../support/site.ts';

const pages = distPages();
const otherLocales = siteLocales.slice(1);
const localeOfFile = (file: string) => otherLocales.find(({ id }) => file.startsWith(`${id}/`));

/** Every fact of src/facts.ts, at any depth. */
const allFacts = (value: unknown): { source: string; value: unknown }[] => {
  if (typeof value !== 'object' || value === null) return [];
  if ('source' in value && 'asOf' in value && 'value' in value) return [value as { source: string; value: unknown }];
  return Object.values(value).flatMap(allFacts);
};

/**
 * The names a page in another language quotes as they are, which may hold English's small words:
 * the titles of the facts' sources that the language does not name itself (a help-centre page's
 * title, "CapCut Help Center, Payment and Billing"; Locale.sourceNames says which it names), and the
 * template styles as CapCut's gallery names them ("Day in My Life"). Each is taken out of the text
 * before it is read, so an English sentence around one is still found.
 */
const quotedNames = (sourceNames: Readonly<Record<string, string>>): string[] => [
  ...new Set(allFacts(facts).flatMap(({ source }) => (sourceNames[source] ? [] : [source]))),
  ...Object.keys(facts.templateReach.value),
];

describe('the English-phrase heuristic', () => {
  it('finds English sentences and interface words, and no Spanish or Portuguese', () => {
    assert.deepEqual(englishPhrases('Anima la máscara: No editor matches this search and type.'), ['this search and type']);
    assert.deepEqual(englishPhrases('Disponible en Google Play (opens in a new tab)'), ['opens in a new tab']);
    assert.deepEqual(englishPhrases('4,6 out of 5 stars'), ['out of 5 stars']);
    assert.deepEqual(
      ['Use o template com o som original; publique enquanto o som está crescendo.', 'Verde azulado y naranja (teal and orange) para viajes', 'Dê a cada clipe um fade in e um fade out.', 'Usa Voz en off para grabar'].flatMap(englishPhrases),
      [],
    );
  });
});

describe('the pages of other languages in dist/', () => {
  const ofOtherLocales = [...pages.keys()].filter((file) => localeOfFile(file));

  it('there are some, in each language', () => {
    for (const { id } of otherLocales) assert.ok(ofOtherLocales.some((file) => file.startsWith(`${id}/`)), `pages under /${id}/`);
  });

  it('hold no English phrase in the text a visitor reads or hears', () => {
    const problems = new Problems();
    for (const file of ofOtherLocales) {
      const locale = localeOfFile(file)!;
      const names = quotedNames(locale.sourceNames);
      const body = pages.get(file)!.elements.find((element) => element.tagName === 'body')!;
      for (const run of visibleTexts(body, locale.lang)) {
        const read = names.reduce((text, name) => text.replaceAll(name, ' · '), run);
        for (const phrase of englishPhrases(read)) problems.add(`${file}: "${phrase}" in "${run.slice(0, 160)}"`);
      }
    }
    assert.deepEqual(problems.list, []);
  });

  it('are each in the hreflang set of their group: every version, itself and the English page included, and x-default', () => {
    const problems = new Problems();
    let checked = 0;
    for (const file of ofOtherLocales) {
      const route = routeOf(urlPathOf(file));
      // The not-found pages, and an alias's file, are no version of a page.
      if (!route || route.path !== urlPathOf(file)) continue;
      checked += 1;
      const head = pages
        .get(file)!
        .head.filter((element) => element.tagName === 'link' && attr(element, 'rel') === 'alternate' && attr(element, 'hreflang'))
        .map((element) => String([attr(element, 'hreflang'), attr(element, 'href')]))
        .sort();
      // A page search engines are not told of (the coming-soon page) names no versions.
      if (!site.translationsOf(route.path).find((version) => version.path === route.path)?.indexable) {
        problems.check(head.length === 0, `${file}: a noindex page with hreflang ${head.join(' ')}`);
        continue;
      }
      const versions = site.translationsOf(route.path).filter((version) => version.indexable);
      const english = versions.find((version) => version.locale === site.defaultLocale);
      problems.check(versions.some((version) => version.path === route.path) && english !== undefined, `${file}: its group (${versions.map((version) => version.path).join(', ')}) lacks it or its English page`);
      const expected = [...versions.map((version) => [version.lang, site.absoluteUrl(version.path)]), ...(english ? [['x-default', site.absoluteUrl(english.path)]] : [])].map(String).sort();
      problems.check(JSON.stringify(head) === JSON.stringify(expected), `${file}: hreflang ${head.join(' ')}; its group is ${expected.join(' ')}`);
    }
    assert.ok(checked >= otherLocales.length * 10, `the translated pages (${checked})`);
    assert.deepEqual(problems.list, []);
  });
});
