import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { siteUrls } from '../../src/site-address.ts';
import { parseSiteUrl } from '../../tools/pipeline/settings.ts';
import { sitemapEntries, sitemapFiles, urlsPerSitemap, type SitemapEntry } from '../../tools/site-files/sitemap.ts';

const meta = { title: 'T', description: 'D', keywords: [], ogType: 'website' } as const;
const urls = siteUrls(parseSiteUrl('https://example.org'));
const routes = [
  defineRoute({ path: '/b/', label: 'B', page: 'B', aliases: ['/b-old/'], meta, sitemap: { priority: 0.8, changefreq: 'weekly' } }),
  defineRoute({ path: '/', label: 'Home', page: 'H', meta, sitemap: { priority: 1, changefreq: 'daily' } }),
  defineRoute({ path: '/hidden/', label: 'Hidden', page: 'X', meta, sitemap: null }),
  defineRoute({
    path: '/a/',
    label: 'A',
    page: 'A',
    meta: { ...meta, ogType: 'article', article: { headline: 'A', publishedTime: '2025-01-01', modifiedTime: '2025-08-08', category: 'Tips', tags: [] } },
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  }),
];
const parser = new XMLParser({ ignoreAttributes: false });

describe('sitemapEntries', () => {
  it('lists canonical indexable paths only, as absolute URLs sorted by URL', () => {
    assert.deepEqual(
      sitemapEntries(routes, urls).map((entry) => entry.loc),
      ['https://example.org/', 'https://example.org/a/', 'https://example.org/b/'],
    );
  });

  it('takes lastmod from the page own date, and only where it has one', () => {
    const [home, article] = sitemapEntries(routes, urls);
    assert.equal(home!.lastmod, undefined);
    assert.equal(article!.lastmod, '2025-08-08');
  });

  it('keeps each page priority and change frequency', () => {
    assert.deepEqual(
      sitemapEntries(routes, urls).map(({ priority, changefreq }) => [priority, changefreq]),
      [[1, 'daily'], [0.7, 'monthly'], [0.8, 'weekly']],
    );
  });
});

describe('sitemapFiles', () => {
  it('writes one urlset in the sitemaps.org namespace', () => {
    const files = sitemapFiles(sitemapEntries(routes, urls), urls);
    assert.deepEqual([...files.keys()], ['sitemap.xml']);
    const { urlset } = parser.parse(files.get('sitemap.xml')!);
    assert.equal(urlset['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    assert.deepEqual(urlset.url[1], { loc: 'https://example.org/a/', lastmod: '2025-08-08', changefreq: 'monthly', priority: 0.7 });
  });

  it('writes a sitemap index and numbered parts past the URL limit', () => {
    const files = sitemapFiles(sitemapEntries(routes, urls), urls, 2);
    assert.deepEqual([...files.keys()], ['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const { sitemapindex } = parser.parse(files.get('sitemap.xml')!);
    assert.equal(sitemapindex['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    assert.deepEqual(sitemapindex.sitemap, [{ loc: 'https://example.org/sitemap-1.xml' }, { loc: 'https://example.org/sitemap-2.xml' }]);
    assert.deepEqual(parser.parse(files.get('sitemap-1.xml')!).urlset.url.map((url: { loc: string }) => url.loc), ['https://example.org/', 'https://example.org/a/']);
    assert.equal(parser.parse(files.get('sitemap-2.xml')!).urlset.url.loc, 'https://example.org/b/');
  });

  it('puts the base path of the site in every URL', () => {
    const underBase = siteUrls(parseSiteUrl('https://user.github.io/repo/'));
    const files = sitemapFiles(sitemapEntries(routes, underBase), underBase, 2);
    assert.deepEqual(parser.parse(files.get('sitemap.xml')!).sitemapindex.sitemap, [{ loc: 'https://user.github.io/repo/sitemap-1.xml' }, { loc: 'https://user.github.io/repo/sitemap-2.xml' }]);
    assert.deepEqual(parser.parse(files.get('sitemap-1.xml')!).urlset.url.map((url: { loc: string }) => url.loc), ['https://user.github.io/repo/', 'https://user.github.io/repo/a/']);
  });

  it('escapes characters that are special in XML', () => {
    const file = sitemapFiles([{ loc: 'https://example.org/?a=1&b=<2>', changefreq: 'daily', priority: 1 }], urls).get('sitemap.xml')!;
    assert.match(file, /a=1&amp;b=&lt;2&gt;/);
    assert.equal(parser.parse(file).urlset.url.loc, 'https://example.org/?a=1&b=<2>');
  });

  it('holds 45,000 URLs a file by default, below the protocol limit of 50,000', () => {
    assert.equal(urlsPerSitemap, 45_000);
    const entries = (count: number): SitemapEntry[] =>
      Array.from({ length: count }, (_, index) => ({ loc: `https://example.org/p${index}/`, changefreq: 'monthly', priority: 0.5 }));
    assert.deepEqual([...sitemapFiles(entries(urlsPerSitemap), urls).keys()], ['sitemap.xml']);
    assert.deepEqual([...sitemapFiles(entries(urlsPerSitemap + 1), urls).keys()], ['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
  });
});
