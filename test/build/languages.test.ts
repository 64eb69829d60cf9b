/**
 * The languages of dist/ as search engines and visitors meet them: every page's <html lang> and
 * og:locale are its language's; every hreflang link is absolute and leads to a page that lists the
 * same set back, itself and x-default (the English page) included; the sitemap lists the same
 * alternates; no English page is copied under a language's folder; each language with posts has
 * its own feed; the language switcher leads to the same page where it exists and says so where not;
 * a link says the language of the page it leads to only where that page is in another language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { languageName } from '../../src/i18n/format.ts';
import { fill } from '../../src/i18n/island-words.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { attr, elementsIn, textOf } from '../../tools/render/html-elements.ts';
import { distFiles, distPages, Problems, readDist, routeOf, urlPathOf } from '../support/dist-files.ts';
import { routes, site } from '../support/site.ts';

const pages = distPages();
const isNotFound = (file: string) => /^([a-z-]+\/)?404\.html$/.test(file);
const localeOf = (file: string) => (isNotFound(file) ? siteLocales.find(({ id }) => file.startsWith(`${id}/`)) : undefined) ?? siteLocales.find(({ id }) => id === (routeOf(urlPathOf(file))?.locale ?? 'en'))!;

/** A page's hreflang links: language tag to absolute URL. */
const alternatesOf = (file: string): Map<string, string> =>
  new Map(pages.get(file)!.head.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'alternate' && attr(e, 'hreflang')).map((e) => [attr(e, 'hreflang')!, attr(e, 'href')!]));

/** The file of dist/ an absolute URL of the site names. */
const fileAt = (url: string): string => {
  const path = site.pathInSite(new URL(url).pathname)!;
  return path === '/' ? 'index.html' : `${path.slice(1)}index.html`;
};

describe('the languages of dist/', () => {
  it("mark each page with its language: <html lang> and og:locale", () => {
    const problems = new Problems();
    for (const [file, page] of pages) {
      const locale = localeOf(file);
      const html = page.elements.find((e) => e.tagName === 'html')!;
      problems.check(attr(html, 'lang') === locale.lang, `${file}: <html lang="${attr(html, 'lang')}">, not ${locale.lang}`);
      problems.check(page.meta('og:locale') === locale.ogLocale, `${file}: og:locale ${page.meta('og:locale')}, not ${locale.ogLocale}`);
    }
    assert.deepEqual(problems.list, []);
  });

  it('link every version of a page from every other, itself and x-default included, each linking back', () => {
    const problems = new Problems();
    let groups = 0;
    for (const file of pages.keys()) {
      const alternates = alternatesOf(file);
      if (alternates.size === 0) continue;
      groups += 1;
      const self = site.absoluteUrl(routeOf(urlPathOf(file))!.path);
      problems.check(alternates.get(localeOf(file).lang) === self, `${file}: its own language's hreflang is not itself`);
      problems.check(alternates.get('x-default') === alternates.get('en'), `${file}: x-default is not the English page`);
      for (const [lang, url] of alternates) {
        problems.check(/^https?:\/\//.test(url), `${file}: hreflang ${lang} ${url} is not absolute`);
        const target = fileAt(url);
        if (!pages.has(target)) {
          problems.add(`${file}: hreflang ${lang} leads to ${url}, no page of dist/`);
          continue;
        }
        const back = alternatesOf(target);
        problems.check(JSON.stringify([...back].sort()) === JSON.stringify([...alternates].sort()), `${file}: ${target} does not list the same versions back`);
      }
    }
    assert.ok(groups >= 3 * 17, `the translated pages and their originals have versions (${groups})`);
    assert.deepEqual(problems.list, []);
  });

  it('lists the same versions in the sitemap (xhtml:link) as in each head', () => {
    const { urlset } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(readDist('sitemap.xml'));
    assert.equal(urlset['xmlns:xhtml'], 'http://www.w3.org/1999/xhtml');
    const problems = new Problems();
    for (const url of urlset.url as { loc: string; 'xhtml:link'?: { hreflang: string; href: string } | { hreflang: string; href: string }[] }[]) {
      const links = [url['xhtml:link'] ?? []].flat();
      const head = alternatesOf(fileAt(url.loc));
      problems.check(JSON.stringify(links.map((link) => [link.hreflang, link.href]).sort()) === JSON.stringify([...head].sort()), `${url.loc}: the sitemap's alternates differ from the head's`);
    }
    assert.deepEqual(problems.list, []);
  });

  it("has under a language's folder only that language's pages: no copy of an English page", () => {
    const problems = new Problems();
    for (const file of pages.keys()) {
      const folder = siteLocales.slice(1).find(({ id }) => file.startsWith(`${id}/`));
      if (!folder || isNotFound(file)) continue;
      problems.check(routeOf(urlPathOf(file))?.locale === folder.id, `${file}: not a page written in ${folder.id}`);
    }
    assert.deepEqual(problems.list, []);
  });

  it('has a feed per language with posts, in its language, listing its own posts', () => {
    for (const { id, lang } of siteLocales.slice(1)) {
      const file = `${id}/blog/feed.xml`;
      assert.ok(distFiles().includes(file), file);
      const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(readDist(file));
      assert.equal(feed['xml:lang'], lang);
      const entries = [feed.entry].flat() as { id: string }[];
      assert.deepEqual(entries.map((entry) => entry.id).sort(), site.localArticles.get(id)!.posts.map((post) => site.absoluteUrl(post.path)).sort());
    }
  });

  it('has a language switcher that leads to the same page where it exists and says so where not', (t) => {
    const switcher = (file: string) => {
      const nav = pages.get(file)!.elements.find((e) => e.tagName === 'nav' && attr(e, 'class') === 'languages')!;
      return elementsIn(nav).filter((e) => e.tagName === 'a').map((a) => [attr(a, 'hreflang'), attr(a, 'href')]);
    };
    assert.deepEqual(switcher('es/blog/edicion-velocity/index.html'), [
      ['en', '/blog/velocity-edit/'],
      ['pt-BR', '/pt-br/blog/edicao-velocity/'],
    ]);
    // An English page that no language translates: the other languages' links lead to their home pages, and say why.
    const translated = new Set(routes.flatMap((route) => route.translates ?? []));
    const untranslated = [...pages.keys()].find((file) => {
      const route = routeOf(urlPathOf(file));
      return !isNotFound(file) && route && !route.locale && route.path === urlPathOf(file) && !translated.has(route.path);
    });
    if (!untranslated) return t.skip('every English page has a translation');
    assert.deepEqual(switcher(untranslated), [
      ['es', '/es/'],
      ['pt-BR', '/pt-br/'],
    ]);
    assert.match(textOf(pages.get(untranslated)!.elements.find((e) => e.tagName === 'nav' && attr(e, 'class') === 'languages')!), /this page is not translated/);
  });

  it("marks every link from a translated page to a page in another language with the target's language", () => {
    const problems = new Problems();
    let links = 0;
    for (const [file, page] of pages) {
      const locale = localeOf(file);
      if (locale.id === 'en') continue;
      for (const link of page.elements.filter((e) => e.tagName === 'a' && attr(e, 'href')?.startsWith('/'))) {
        const target = routeOf(attr(link, 'href')!.split('#')[0]!);
        const targetLocale = target && siteLocales.find(({ id }) => id === (target.locale ?? 'en'))!;
        if (!targetLocale || targetLocale.id === locale.id) continue;
        links += 1;
        problems.check(attr(link, 'hreflang') === targetLocale.lang, `${file}: the link to ${attr(link, 'href')} says hreflang="${attr(link, 'hreflang')}", not ${targetLocale.lang}`);
      }
    }
    assert.ok(links > 0, 'the translated pages link pages in other languages (their language switchers)');
    assert.deepEqual(problems.list, []);
  });

  it('says a language after a link only where the link leads to a page in that language: none on a link to a translated page', () => {
    const problems = new Problems();
    let checked = 0;
    for (const [file, page] of pages) {
      const locale = localeOf(file);
      if (locale.id === 'en') continue;
      // What a link to a page in each other language says after its text on this page (" (en inglés)"), and the label typed before the site said it.
      const notes = siteLocales
        .filter(({ id }) => id !== locale.id)
        .map((other) => ({ lang: other.lang, note: fill(locale.messages.components.otherLanguage, { language: languageName(locale, other.lang) }).trim() }));
      for (const link of page.elements.filter((e) => e.tagName === 'a' && attr(e, 'href')?.startsWith('/'))) {
        const text = textOf(link);
        for (const { lang, note } of notes) {
          if (!text.includes(note)) continue;
          checked += 1;
          problems.check(attr(link, 'hreflang') === lang, `${file}: the link to ${attr(link, 'href')} says "${note}" but leads to a page in ${attr(link, 'hreflang') ?? locale.lang}`);
        }
      }
    }
    assert.deepEqual(problems.list, [], `${checked} links say a language`);
  });
});
