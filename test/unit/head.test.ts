import assert from 'node:assert/strict';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { describe, it } from 'node:test';
import { attr, documentElements, textOf } from '../../tools/render/html-elements.ts';
import { articleCollection } from '../../src/articles.ts';
import { headTags } from '../../src/head/head-tags.ts';
import { serializeJsonLd } from '../../src/head/json-ld.ts';
import { renderHead } from '../../src/head/render-head.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { makeSite } from '../../src/site-context.tsx';
import { site as projectSite } from '../support/site.ts';

const hostile = 'Close </script><script>alert(1)</script> & <!-- \u2028\u2029 "quotes"';
const route = defineRoute({
  path: '/blog/test/',
  label: 'Test',
  page: 'TestPage',
  meta: {
    title: `Title ${hostile}`,
    description: 'A "quoted" description & more',
    keywords: ['one', 'two'],
    ogType: 'article',
    article: { headline: 'Heading', publishedTime: '2025-08-08', modifiedTime: '2025-08-09', category: 'Tips', tags: ['a', 'b'] },
  },
  sitemap: { priority: 0.7, changefreq: 'monthly' },
});
/** A site of three pages: the project's home and blog pages, and this one. */
const site = makeSite(
  projectSite.settings,
  [...projectSite.routes.filter((candidate) => ['/', '/blog/'].includes(candidate.path)), route],
  articleCollection([]),
);

describe('serializeJsonLd', () => {
  it('escapes <, >, &, U+2028 and U+2029 and still parses to the same value', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: hostile });
    assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(json), { '@context': 'https://schema.org', '@type': 'Thing', name: hostile });
  });
});

describe('renderHead', () => {
  const html = renderHead(headTags(route, [{ '@type': 'Thing', name: hostile }], site, english));
  const tags = documentElements(html);
  const meta = (key: string) => tags.find((tag) => attr(tag, 'name') === key || attr(tag, 'property') === key);

  it('keeps a string holding </script> inside its JSON-LD block', () => {
    const scripts = tags.filter((tag) => tag.tagName === 'script');
    assert.equal(scripts.length, 5); // WebSite, SoftwareApplication, BreadcrumbList, Article, the page's own
    for (const script of scripts) assert.equal(attr(script, 'type'), 'application/ld+json');
    const own = JSON.parse(textOf(scripts[4]!));
    assert.equal(own.name, hostile);
  });

  it('writes the title and attributes escaped', () => {
    assert.equal(textOf(tags.find((tag) => tag.tagName === 'title')!), `Title ${hostile}`);
    assert.equal(attr(meta('description')!, 'content'), 'A "quoted" description & more');
  });

  it('points the canonical link at the absolute canonical URL', () => {
    const canonical = tags.find((tag) => attr(tag, 'rel') === 'canonical')!;
    assert.match(attr(canonical, 'href')!, /^https?:\/\/[^/]+\/blog\/test\/$/);
    assert.equal(attr(meta('og:url')!, 'content'), attr(canonical, 'href'));
  });

  it('has Open Graph, Twitter and article tags', () => {
    for (const key of ['og:type', 'og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:title', 'twitter:image', 'article:published_time']) {
      assert.ok(meta(key), key);
    }
    assert.equal(attr(meta('og:type')!, 'content'), 'article');
    assert.deepEqual(tags.filter((tag) => attr(tag, 'property') === 'article:tag').map((tag) => attr(tag, 'content')), ['a', 'b']);
  });
});

describe('headTags', () => {
  it('builds the breadcrumbs JSON-LD from the canonical path', () => {
    const breadcrumbs = headTags(route, [], site, english)
      .filter((tag) => tag.tag === 'script')
      .map((tag) => JSON.parse(tag.text!))
      .find((thing) => thing['@type'] === 'BreadcrumbList');
    assert.deepEqual(
      breadcrumbs.itemListElement.map((item: { name: string }) => item.name),
      ['Home', 'Blog', 'Test'],
    );
  });

  it('marks a page outside the sitemap noindex and gives it no canonical', () => {
    const tags = headTags({ ...route, sitemap: null }, [], site, english);
    assert.ok(tags.some((tag) => tag.attrs.name === 'robots' && tag.attrs.content === 'noindex'));
    assert.ok(!tags.some((tag) => tag.attrs.rel === 'canonical'));
  });

  it('gives the app record no aggregateRating', () => {
    const app = headTags(route, [], site, english)
      .filter((tag) => tag.tag === 'script')
      .map((tag) => JSON.parse(tag.text!))
      .find((thing) => thing['@type'] === 'SoftwareApplication');
    assert.equal(app.aggregateRating, undefined);
    assert.deepEqual(app.offers, { '@type': 'Offer', price: '0', priceCurrency: 'USD' });
  });
});
