/**
 * What the build makes of a picture before touching a pixel (tools/pictures/image-variants.ts): the
 * widths for the column at 1x and 2x and a phone, never wider than a raster source; the `sizes`
 * from the column's CSS width; the files' names; and the <picture> markup it renders to.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '../../src/components/Picture.tsx';
import { SiteContext } from '../../src/site-context.tsx';
import { pictureColumn } from '../../tools/pictures/article-images.ts';
import { articleSizes, cardSizes, planPicture, widthsFor, type SourceFacts } from '../../tools/pictures/image-variants.ts';
import { site } from '../support/site.ts';

const column = { width: 640, gutter: 16, cardWidth: 320, cardGutter: 80 };
const facts = (over: Partial<SourceFacts> = {}): SourceFacts => ({ hash: 'a'.repeat(64), width: 2000, height: 1000, vector: false, fallback: 'jpeg', ...over });

describe('picture widths', () => {
  it('makes a phone width, the column at 1x and at 2x from a large source', () => assert.deepEqual(widthsFor(3000, false), [400, 800, 1280]));
  it('never makes a raster wider than it is: its own width takes the place of the wider ones', () => {
    assert.deepEqual(widthsFor(1000, false), [400, 800, 1000]);
    assert.deepEqual(widthsFor(800, false), [400, 800]);
    assert.deepEqual(widthsFor(300, false), [300]);
  });
  it('draws a vector source at every width', () => assert.deepEqual(widthsFor(400, true), [400, 800, 1280]));
});

describe('sizes', () => {
  it("is the column's width from the width where it fits, the viewport less the gutters below", () =>
    assert.equal(articleSizes(column, 2000), '(min-width: 672px) 640px, calc(100vw - 32px)'));
  it('is no wider than a narrow source shows', () => assert.equal(articleSizes(column, 300), '(min-width: 332px) 300px, calc(100vw - 32px)'));
  it("is a card's picture width on a list card", () => assert.equal(cardSizes(column), '(min-width: 400px) 320px, calc(100vw - 80px)'));
  it("reads the column's width from styles/_tokens.scss, as the CSS does", () => assert.deepEqual(pictureColumn(process.cwd()), { width: 640, gutter: 16, cardWidth: 192, cardGutter: 80 }));
});

describe('planned files', () => {
  const { picture, files } = planPicture('/x/photo.jpg', facts(), column);
  it('makes AVIF and WebP at each width and one fallback in the source format: 7 files', () => {
    assert.equal(files.length, 7);
    assert.deepEqual(picture.sources.map(({ type, files: each }) => [type, each.map(({ width }) => width)]), [
      ['image/avif', [400, 800, 1280]],
      ['image/webp', [400, 800, 1280]],
    ]);
    assert.deepEqual([picture.fallback.type, picture.width, picture.height], ['image/jpeg', 800, 400]);
  });
  it('names each file by the hash of its source and settings, under assets/images/', () => {
    for (const { file } of files) assert.match(file, /^assets\/images\/[0-9a-f]{16}-\d+\.(avif|webp|jpg)$/);
    const other = planPicture('/x/photo.jpg', facts({ hash: 'b'.repeat(64) }), column).files;
    assert.ok(files.every(({ file }, index) => file !== other[index]!.file));
    assert.deepEqual(planPicture('/y/same-bytes.jpg', facts(), column).files.map(({ file }) => file), files.map(({ file }) => file));
  });
  it('gives a PNG, SVG, WebP or GIF source a PNG fallback', () => assert.equal(planPicture('/x/d.svg', facts({ vector: true, fallback: 'png', width: 400, height: 250 }), column).picture.fallback.type, 'image/png'));
});

describe('<Picture>', () => {
  const { picture } = planPicture('/x/photo.jpg', facts({ width: 800, height: 400 }), column);
  const render = (loading: 'priority' | 'lazy') => renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(Picture, { picture, alt: 'A curve', loading, place: 'article' })));
  const [avif, webp] = picture.sources.map(({ files }) => files.map(({ path, width }) => `${path} ${width}w`).join(', '));
  const sizes = '(min-width: 672px) 640px, calc(100vw - 32px)';
  it('is a <picture> with AVIF then WebP sources and a sized, lazy <img> fallback', () =>
    assert.equal(
      render('lazy'),
      `<picture><source type="image/avif" srcSet="${avif}" sizes="${sizes}"/><source type="image/webp" srcSet="${webp}" sizes="${sizes}"/><img src="${picture.fallback.path}" alt="A curve" width="800" height="400" decoding="async" loading="lazy"/></picture>`,
    ));
  it('loads the picture near the top at once, first', () => assert.match(render('priority'), /<img [^>]*decoding="async" fetchPriority="high"\/>/));
});
