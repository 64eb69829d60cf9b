/**
 * The pictures of the built site: every <img> sized, described and loadable, every file a
 * <picture> names written, the picture near the top of a page the only one that loads first, and an
 * article's cover on its page, its list card and in its JSON-LD.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr, elementsIn, type HtmlElement } from '../../tools/render/html-elements.ts';
import { distFiles, distPages, parsePage, Problems } from '../support/dist-files.ts';

const files = new Set(distFiles());
const pages = distPages();
const fileOf = (url: string) => url.replace(/^\//, '');
const pictureUrls = (picture: HtmlElement) =>
  elementsIn(picture).flatMap((element) =>
    element.tagName === 'source' ? (attr(element, 'srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]!) : element.tagName === 'img' ? [attr(element, 'src') ?? ''] : [],
  );

describe('pictures in dist/', () => {
  it('has pictures on at least five article pages', () => {
    const withPictures = [...pages.values()].filter((page) => page.file.startsWith('blog/') && page.elements.some((element) => element.tagName === 'picture'));
    assert.ok(withPictures.length >= 5, withPictures.map(({ file }) => file).join(', '));
  });

  it('gives every <img> a width, a height, an alt and decoding="async", and every file it or its <picture> names exists', () => {
    const problems = new Problems();
    for (const page of pages.values()) {
      for (const img of page.elements.filter((element) => element.tagName === 'img')) {
        for (const name of ['width', 'height', 'alt']) problems.check(attr(img, name) !== undefined, `${page.file}: <img src="${attr(img, 'src')}"> has no ${name}`);
        problems.check(/^\d+$/.test(attr(img, 'width') ?? '') && /^\d+$/.test(attr(img, 'height') ?? ''), `${page.file}: <img src="${attr(img, 'src')}"> width and height are not numbers`);
        if (img.parent && (img.parent as HtmlElement).tagName === 'picture') problems.check(attr(img, 'decoding') === 'async', `${page.file}: <img src="${attr(img, 'src')}"> decodes synchronously`);
      }
      for (const picture of page.elements.filter((element) => element.tagName === 'picture'))
        for (const url of pictureUrls(picture)) {
          problems.check(url.startsWith('/assets/images/'), `${page.file}: ${url} is no immutable asset (assets/images/)`);
          problems.check(files.has(fileOf(url)), `${page.file}: ${url} is not in dist/`);
        }
    }
    assert.deepEqual(problems.list, []);
  });

  it('loads at most one picture first on a page, and every other one lazily', () => {
    const problems = new Problems();
    for (const page of pages.values()) {
      const imgs = page.elements.filter((element) => element.tagName === 'img' && (element.parent as HtmlElement | null)?.tagName === 'picture');
      const first = imgs.filter((img) => attr(img, 'fetchpriority') === 'high');
      problems.check(first.length <= 1, `${page.file}: ${first.length} pictures load first`);
      for (const img of imgs) problems.check(attr(img, 'fetchpriority') === 'high' ? attr(img, 'loading') === undefined : attr(img, 'loading') === 'lazy', `${page.file}: ${attr(img, 'src')} loads ${attr(img, 'loading') ?? 'eagerly'}`);
    }
    assert.deepEqual(problems.list, []);
  });

  it("shows an article's cover at the top of its page, first, and in its JSON-LD", () => {
    const page = parsePage('blog/velocity-edit/index.html');
    const cover = page.elements.find((element) => element.tagName === 'picture' && attr(element, 'class') === 'article-cover')!;
    const img = elementsIn(cover).find((element) => element.tagName === 'img')!;
    assert.equal(attr(img, 'fetchpriority'), 'high');
    assert.match(attr(img, 'alt')!, /^A speed curve over time/);
    const article = page.jsonLd.flatMap((block) => ((block['@graph'] as Record<string, unknown>[] | undefined) ?? [block])).find((thing) => thing['@type'] === 'Article')!;
    const webp = elementsIn(cover).find((element) => element.tagName === 'source' && attr(element, 'type') === 'image/webp')!;
    const widest = attr(webp, 'srcset')!.split(',').at(-1)!.trim().split(' ')[0]!;
    assert.deepEqual((article.image as string[])[0]!.endsWith(widest), true, JSON.stringify(article.image));
  });

  it("shows the cover small and lazily on the article's list card", () => {
    const blog = parsePage('blog/index.html');
    const card = blog.elements.find((element) => element.tagName === 'a' && attr(element, 'href') === '/blog/velocity-edit/')!;
    const picture = elementsIn(card).find((element) => element.tagName === 'picture')!;
    const source = elementsIn(picture).find((element) => element.tagName === 'source')!;
    assert.equal(attr(source, 'sizes'), '(min-width: 272px) 192px, calc(100vw - 80px)');
    const img = elementsIn(picture).find((element) => element.tagName === 'img')!;
    assert.equal(attr(img, 'loading'), 'lazy');
    assert.equal(attr(img, 'alt'), '', "the card's title names its link; the picture adds no words");
  });
});
