/**
 * A link says the language of the page it leads to when that page is in another language: the
 * component that resolves it (SiteLink, and through it an article's links and an island's) adds
 * hreflang and a visible note in the page's language, from the catalogue; a link to a page
 * translated into the page's language leads to the translation and says nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { articleCollection } from '../../src/articles.ts';
import { articleComponents } from '../../src/components/article/article-components.tsx';
import { SiteLink } from '../../src/components/SiteLink.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { spanish } from '../../src/i18n/catalogue/es-locale.ts';
import { brazilianPortuguese } from '../../src/i18n/catalogue/pt-br-locale.ts';
import { IslandLanguageContext } from '../../src/i18n/island-language.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { islandSite, makeSite, SiteContext, type Site } from '../../src/site-context.tsx';
import { indonesian } from '../fixtures/locales/id.ts';

const meta = { title: 'T', description: 'D', keywords: [], ogType: 'website' } as const;
const page = (path: string, more: { locale?: string; translates?: string } = {}) => defineRoute({ path, label: path, page: 'P', meta, sitemap: null, ...more });
const locales = [english, spanish, brazilianPortuguese, indonesian];
const settings = { origin: 'https://example.org', base: '', sprite: '', buildYear: 2025 };

/** English pages, one translated into Spanish and Portuguese, one not; and a page written in Indonesian only. */
const site: Site = makeSite(
  settings,
  [page('/'), page('/translated/'), page('/es/traducida/', { locale: 'es', translates: '/translated/' }), page('/pt-br/traduzida/', { locale: 'pt-br', translates: '/translated/' }), page('/english-only/'), page('/id/hanya/', { locale: 'id' })],
  articleCollection([]),
  { locales: locales.map(({ id, lang, ogLocale, name }) => ({ id, lang, ogLocale, name })), localArticles: new Map() },
);

const on = (locale: Locale, element: ReactElement, value: Site = site) =>
  renderToStaticMarkup(createElement(SiteContext.Provider, { value }, createElement(LocaleContext.Provider, { value: locale }, element))).replaceAll('<!-- -->', '');

const link = (href: string) => createElement(SiteLink, { href, children: 'Guía' });
/** The `a` of an article's body, which gives a path of the site to SiteLink. */
const bodyLink = (href: string) => createElement(articleComponents({ howTo: undefined, editor: undefined, pictures: {} }).a as never, { href, children: 'Guía' });

describe('a link to a page of the site, on a page of another language', () => {
  const cases: readonly [string, Locale, ReactElement, string][] = [
    ['leads to the translation and says nothing', spanish, link('/translated/'), '<a href="/es/traducida/">Guía</a>'],
    ['leads to the translation from its section too', brazilianPortuguese, link('/translated/#steps'), '<a href="/pt-br/traduzida/#steps">Guía</a>'],
    ['to an English-only page: hreflang and the note in Spanish', spanish, link('/english-only/'), '<a href="/english-only/" hrefLang="en">Guía<span class="link-language"> (en inglés)</span></a>'],
    ['to an English-only page: the note in Portuguese', brazilianPortuguese, link('/english-only/'), '<a href="/english-only/" hrefLang="en">Guía<span class="link-language"> (em inglês)</span></a>'],
    ['to a page in a third language: its name in the page\'s language', spanish, link('/id/hanya/'), '<a href="/id/hanya/" hrefLang="id">Guía<span class="link-language"> (en indonesio)</span></a>'],
    ['an article\'s link, to an English-only page', spanish, bodyLink('/english-only/'), '<a href="/english-only/" hrefLang="en">Guía<span class="link-language"> (en inglés)</span></a>'],
    ['an article\'s link, to a translated page', spanish, bodyLink('/translated/'), '<a href="/es/traducida/">Guía</a>'],
    ['on an English page, as written', english, link('/english-only/'), '<a href="/english-only/">Guía</a>'],
  ];
  for (const [name, locale, element, html] of cases) it(name, () => assert.equal(on(locale, element), html));
});

describe('a link an island shows', () => {
  it('says the language its page resolved (its hreflang), in the island\'s language', () => {
    const island = createElement(IslandLanguageContext.Provider, { value: { intl: brazilianPortuguese.intl, words: brazilianPortuguese.messages.components } }, createElement(SiteLink, { href: '/english-only/', hrefLang: 'en', children: 'Guia' }));
    assert.equal(
      renderToStaticMarkup(createElement(SiteContext.Provider, { value: islandSite(settings) }, island)).replaceAll('<!-- -->', ''),
      '<a href="/english-only/" hrefLang="en">Guia<span class="link-language"> (em inglês)</span></a>',
    );
  });
});
