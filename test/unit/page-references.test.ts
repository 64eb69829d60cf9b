/** What a page references and the ids it has: the reading of a tree (tests) and the streaming one (the build) give the same lists. */
import { siteLocales } from '../../src/i18n/locales.ts';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headTags } from '../../src/head/head-tags.ts';
import { renderHead } from '../../src/head/render-head.ts';
import { documentElements } from '../../tools/render/html-elements.ts';
import { loadPageModules, siteFolders } from '../../tools/render/page-modules.ts';
import { referencesIn, referencesInHtml, referencesInTags } from '../../tools/checks/page-references.ts';
import { pageRenderer, sitePages } from '../../tools/render/render.tsx';
import { projectRoot } from '../support/server.ts';
import { routes, site } from '../support/site.ts';

const cases: [string, string, string[]][] = [
  ['a link', '<a href="/download/">x</a>', ['/download/']],
  ['a stylesheet and an icon', '<link rel="stylesheet" href="/assets/main.css"><link rel="icon" href="/favicon.svg">', ['/assets/main.css', '/favicon.svg']],
  ['an image and every candidate of its srcset', '<img src="/a.png" srcset="/a-1x.png 1x, /a-2x.png 2x" alt="">', ['/a.png', '/a-1x.png', '/a-2x.png']],
  ['a picture source', '<picture><source srcset="/b.webp 640w"><img src="/b.png" alt=""></picture>', ['/b.webp', '/b.png']],
  ['a video, its poster and its sources', '<video src="/v.mp4" poster="/v.jpg"><source src="/v.webm" type="video/webm"></video>', ['/v.mp4', '/v.jpg', '/v.webm']],
  ['the page script and an island file', '<script type="module" src="/assets/page.js"></script><site-island data-island="A" data-src="/assets/A-1.js"></site-island>', ['/assets/page.js', '/assets/A-1.js']],
  ['the social preview image', '<meta property="og:image" content="https://x.org/og.png"><meta name="twitter:image" content="https://x.org/og.png"><meta property="og:title" content="T">', ['https://x.org/og.png', 'https://x.org/og.png']],
  ['an icon from a sprite', '<svg><use href="/assets/icons.svg#menu"></use></svg>', ['/assets/icons.svg#menu']],
  ['an inline script and a plain element: nothing', '<script type="application/ld+json">{"url":"https://x.org/"}</script><p data-preload="/x.js">x</p>', []],
  ['entities decoded in an attribute', '<a href="/search/?a=1&amp;b=2">x</a>', ['/search/?a=1&b=2']],
  ['upper-case tags and attributes, unquoted values', '<A HREF=/download/>x</A><IMG SRC=/a.png alt="">', ['/download/', '/a.png']],
  ['a link inside a template', '<template><a href="/t/">t</a></template>', ['/t/']],
  ['no link in a script or a comment', '<script>document.write("<a href=/s/>")</script><!-- <a href="/c/">c</a> --><a href="/real/">r</a>', ['/real/']],
];

describe('referencesIn and referencesInHtml', () => {
  for (const [name, html, references] of cases) {
    it(`find ${name}`, () => {
      assert.deepEqual(referencesIn(documentElements(html)).references, references, 'the tree');
      assert.deepEqual(referencesInHtml(html).references, references, 'htmlparser2');
    });
  }

  it('list the ids of the markup', () => {
    const html = '<main id="main"><h2 id="a">A</h2><p>x</p></main>';
    assert.deepEqual(referencesIn(documentElements(html)).ids, ['main', 'a']);
    assert.deepEqual(referencesInHtml(html).ids, ['main', 'a']);
  });

  it("read a page's head tags as data as they read the tags' markup, on every route", () => {
    const differ = routes.filter((route) => {
      const tags = [...headTags(route, [], site, english), { tag: 'link' as const, attrs: { rel: 'preload', href: '/a?b=1&c=<2>', id: 'x "y"' } }];
      return JSON.stringify(referencesInTags(tags)) !== JSON.stringify(referencesInHtml(renderHead(tags)));
    });
    assert.equal(routes.length > 30, true);
    assert.deepEqual(differ, []);
    assert.ok(referencesInTags(headTags(routes[0]!, [], site, english)).references.length >= 2, 'the canonical link and the preview image at least');
  });

  it('agree on every page of the site, rendered as the build renders it', async () => {
    const modules = await loadPageModules(projectRoot, siteFolders).load(routes);
    const islandUrls = new Map([...modules.islandFiles.keys()].map((name) => [name, `/assets/${name}-AB12.js`]));
    const cards = new Map(routes.map((route) => [route.path, { url: '/assets/cards/card-AB12.png', alt: route.label, width: 1200, height: 630, type: 'image/png' }]));
    const { render } = pageRenderer(site, modules, { css: { href: '/assets/main-AB12.css' }, script: '/assets/page-AB12.js' }, islandUrls, cards, siteLocales);
    const pages = sitePages(routes, siteLocales);
    const found = new Map(pages.map((page) => [page.at, render(page).html] as const));
    const differ = pages.filter(({ at }) => JSON.stringify(referencesIn(documentElements(found.get(at)!))) !== JSON.stringify(referencesInHtml(found.get(at)!)));
    assert.equal(pages.length > routes.length, true, 'the aliases and the not-found page too');
    assert.deepEqual(differ, []);
    const home = referencesInHtml(found.get('/')!).references;
    for (const asset of ['/assets/main-AB12.css', '/assets/page-AB12.js', '/download/']) assert.ok(home.includes(asset), asset);
  });
});
