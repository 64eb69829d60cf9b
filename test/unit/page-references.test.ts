import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fragmentElements } from '../../build/html-elements.ts';
import { referencesIn } from '../../build/page-references.ts';

describe('referencesIn', () => {
  const cases: [string, string, string[]][] = [
    ['a link', '<a href="/download/">x</a>', ['/download/']],
    ['a stylesheet and an icon', '<link rel="stylesheet" href="/assets/main.css"><link rel="icon" href="/favicon.svg">', ['/assets/main.css', '/favicon.svg']],
    ['an image and every candidate of its srcset', '<img src="/a.png" srcset="/a-1x.png 1x, /a-2x.png 2x" alt="">', ['/a.png', '/a-1x.png', '/a-2x.png']],
    ['a picture source', '<picture><source srcset="/b.webp 640w"><img src="/b.png" alt=""></picture>', ['/b.webp', '/b.png']],
    ['a video, its poster and its sources', '<video src="/v.mp4" poster="/v.jpg"><source src="/v.webm" type="video/webm"></video>', ['/v.mp4', '/v.jpg', '/v.webm']],
    ['the page script and the island files it preloads', '<script type="module" src="/assets/page.js"></script><link rel="modulepreload" href="/assets/react.js">', ['/assets/page.js', '/assets/react.js']],
    ['the social preview image', '<meta property="og:image" content="https://x.org/og.png"><meta name="twitter:image" content="https://x.org/og.png"><meta property="og:title" content="T">', ['https://x.org/og.png', 'https://x.org/og.png']],
    ['an icon from a sprite', '<svg><use href="/assets/icons.svg#menu"></use></svg>', ['/assets/icons.svg#menu']],
    ['an inline script and a plain element: nothing', '<script type="application/ld+json">{"url":"https://x.org/"}</script><p data-preload="/x.js">x</p>', []],
  ];
  for (const [name, html, references] of cases) it(`finds ${name}`, () => assert.deepEqual(referencesIn(fragmentElements(html)).references, references));

  it('lists the ids of the markup', () => {
    assert.deepEqual(referencesIn(fragmentElements('<main id="main"><h2 id="a">A</h2><p>x</p></main>')).ids, ['main', 'a']);
  });
});
