/** The head of every page of dist/: title, description, canonical URL, social tags and JSON-LD; 404.html kept out of search. */
import { siteLocales } from '../../src/i18n/locales.ts';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { documentTitle } from '../../src/head/document-title.ts';
import { notFoundRoute } from '../../src/manifest/not-found.ts';
import { attr } from '../../tools/render/html-elements.ts';
import { distPages, Problems, routeOf, urlPathOf, type ParsedPage } from '../support/dist-files.ts';
import { site } from '../support/site.ts';

const { absoluteUrl } = site;

let pages: Map<string, ParsedPage>;
before(() => {
  pages = distPages();
});

/** 404.html, and each other language's (es/404.html). */
const isNotFoundFile = (file: string): boolean => /^([a-z-]+\/)?404\.html$/.test(file);
/** The home page of each language (index.html, es/index.html). */
const homeFiles = new Set(siteLocales.map(({ id }, index) => (index === 0 ? 'index.html' : `${id}/index.html`)));

describe('the head of every page', () => {
  it('has a unique title and description, an absolute canonical URL, Open Graph and Twitter tags', () => {
    const problems = new Problems();
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const [file, page] of pages) {
      if (isNotFoundFile(file)) continue;
      const urlPath = urlPathOf(file);
      const route = routeOf(urlPath);
      if (!route) {
        problems.add(`${file}: no route claims ${urlPath}`);
        continue;
      }
      const canonical = page.head.find((element) => attr(element, 'rel') === 'canonical');
      if (route.sitemap) {
        problems.check(canonical !== undefined && attr(canonical, 'href') === absoluteUrl(route.path), `${file}: canonical is not ${absoluteUrl(route.path)}`);
      } else {
        problems.check(canonical === undefined && page.meta('robots') === 'noindex', `${file}: a page outside the sitemap is noindex without a canonical`);
      }
      for (const key of ['description', 'keywords', 'og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card', 'twitter:title']) {
        problems.check(Boolean(page.meta(key)), `${file}: no ${key}`);
      }
      problems.check(page.meta('og:url') === absoluteUrl(route.path), `${file}: og:url is not the canonical URL`);
      if (urlPath !== route.path) continue; // an alias repeats its canonical page's head by design
      for (const key of ['title', 'description'] as const) {
        const value = key === 'title' ? page.title : (page.meta('description') ?? '');
        const other = seen[key].get(value);
        problems.check(value !== '' && other === undefined, `${file}: ${key} "${value}" is empty or also on ${other}`);
        seen[key].set(value, file);
      }
    }
    assert.deepEqual(problems.list, []);
  });

  it('has JSON-LD that parses, with @context and @type, the site records and breadcrumbs', () => {
    const problems = new Problems();
    for (const [file, page] of pages) {
      const types = page.jsonLd.map((thing) => thing['@type']);
      for (const thing of page.jsonLd) {
        problems.check(thing['@context'] === 'https://schema.org' && typeof thing['@type'] === 'string', `${file}: JSON-LD without @context or @type`);
      }
      for (const type of ['WebSite', 'SoftwareApplication']) problems.check(types.includes(type), `${file}: no ${type} JSON-LD`);
      // A language's home page and not-found pages have no trail.
      const needsCrumbs = !homeFiles.has(file) && !isNotFoundFile(file);
      problems.check(types.includes('BreadcrumbList') === needsCrumbs, `${file}: BreadcrumbList ${needsCrumbs ? 'missing' : 'unexpected'}`);
      const route = routeOf(urlPathOf(file));
      if (route?.meta.ogType === 'article') problems.check(types.includes('Article'), `${file}: article page without Article JSON-LD`);
    }
    assert.deepEqual(problems.list, []);
  });
});

describe('404.html', () => {
  it('is the not-found page, kept out of search results', () => {
    const page = pages.get('404.html')!;
    assert.equal(page.title, documentTitle(notFoundRoute.meta.title));
    assert.equal(page.meta('robots'), 'noindex');
    assert.ok(page.elements.some((element) => element.tagName === 'h1'));
  });
});
