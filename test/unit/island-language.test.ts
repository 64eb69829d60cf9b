/**
 * An island speaks its page's language: the build writes the language on the island's marker and
 * renders the island inside it, so shared components (ExternalLink, EmptyState, dates) say their
 * words in it, and the island's own words, passed as props, fill their values and plurals by the
 * language's rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmptyState } from '../../src/components/EmptyState.tsx';
import { ExternalLink } from '../../src/components/ExternalLink.tsx';
import { Island, IslandScopeContext } from '../../src/hydration/Island.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { brazilianPortuguese } from '../../src/i18n/catalogue/pt-br-locale.ts';
import { spanish } from '../../src/i18n/catalogue/es-locale.ts';
import { useLanguageFormat } from '../../src/i18n/island-language.ts';
import { fill, plural, type IslandLanguage, type Plural } from '../../src/i18n/island-words.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { islandSite, SiteContext } from '../../src/site-context.tsx';
import { siteEnvFrom, siteSettingsOf } from '../../tools/pipeline/settings.ts';

interface Words {
  readonly listed: Plural;
}

/** An island as a translator writes one: its words are a prop, a date and a count come as data. */
interface FixtureProps {
  readonly words: Words;
  readonly checked: string;
  readonly count: number;
}

function FixtureIsland({ words, checked, count }: FixtureProps) {
  const format = useLanguageFormat();
  return createElement(
    'div',
    null,
    createElement('p', null, format.plural(words.listed, count), ' · ', format.day(checked)),
    createElement(ExternalLink, { href: 'https://example.org/', children: 'Example' }),
    createElement(EmptyState, { message: '-', onClear: () => undefined }),
  );
}

const settings = siteSettingsOf(siteEnvFrom({}));
const scope = { nameOf: () => 'FixtureIsland', urlOf: () => '/assets/FixtureIsland.js', page: '/fixture/' };

/** The island's markup, without the comments React puts between adjacent texts. */
const renderOn = (locale: Locale, words: Words, count: number) =>
  renderToStaticMarkup(
    createElement(
      SiteContext.Provider,
      { value: islandSite(settings) },
      createElement(
        LocaleContext.Provider,
        { value: locale },
        createElement(IslandScopeContext.Provider, { value: scope }, createElement(Island<FixtureProps>, { component: FixtureIsland, props: { words, checked: '2025-08-08', count } })),
      ),
    ),
  ).replaceAll('<!-- -->', '');

const attribute = (html: string, name: string): string => {
  const match = new RegExp(`${name}="([^"]*)"`).exec(html);
  assert.ok(match, `no ${name} in ${html}`);
  return match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
};

describe('an island on a page of another language', () => {
  const words: Words = { listed: { one: '{count} editor listado', other: '{count} editores listados' } };

  it('carries the page language on its marker: the Intl locale and the components\' words of its catalogue', () => {
    const language = JSON.parse(attribute(renderOn(spanish, words, 3), 'data-language')) as IslandLanguage;
    assert.deepEqual(language, { intl: 'es-419', words: spanish.messages.components });
  });

  it('says the shared components\' words, dates and counts in it', () => {
    const html = renderOn(spanish, words, 4000);
    // Latin American Spanish groups thousands with a comma, as Intl's es-419 does.
    assert.match(html, />4,000 editores listados · 8 de agosto de 2025</);
    assert.match(renderOn(brazilianPortuguese, words, 4000), />4\.000 editores listados · 8 de agosto de 2025</);
    assert.match(html, /\(se abre en una pestaña nueva\)/);
    assert.match(html, />Borrar filtros</);
    assert.doesNotMatch(html, /opens in a new tab|Clear filters/);
  });

  it('picks the plural form by the language\'s own rule', () => {
    assert.match(renderOn(spanish, words, 1), />1 editor listado /);
    assert.match(renderOn(brazilianPortuguese, { listed: { one: '{count} editor listado', other: '{count} editores listados' } }, 0), />0 editor listado /);
    assert.match(renderOn(english, { listed: { one: '{count} editor listed', other: '{count} editors listed' } }, 0), />0 editors listed · August 8, 2025/);
  });
});

describe('fill', () => {
  it('puts each value in its place and leaves a name without one as written', () => {
    assert.equal(fill('{count} de {total}: {missing}', { count: 3, total: '1.000' }), '3 de 1.000: {missing}');
  });
});

describe('plural', () => {
  it('follows the language: 1 is "one" in English and Spanish, 0 and 1 are in Portuguese', () => {
    const forms = { one: 'one', other: 'other' };
    assert.deepEqual([0, 1, 2].map((count) => plural('en-US', forms, count)), ['other', 'one', 'other']);
    assert.deepEqual([0, 1, 2].map((count) => plural('es-419', forms, count)), ['other', 'one', 'other']);
    assert.deepEqual([0, 1, 2].map((count) => plural('pt-BR', forms, count)), ['one', 'one', 'other']);
  });
});
