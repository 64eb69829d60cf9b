/**
 * The content layer's checks of an article's pictures (tools/pictures/article-images.ts) and how a
 * body names them (tools/markdown/image-syntax.ts): every problem is one message naming the
 * article's file and line, and the first picture near the top is the one marked to load first.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { articlePictures, emptyPicturePlan, keptFactsFolder, sourceLimits, type PictureUse } from '../../tools/pictures/article-images.ts';
import { compileBody } from '../../tools/markdown/compile-body.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pictures-'));
after(() => rmSync(root, { recursive: true, force: true }));
const column = { width: 640, gutter: 16, cardWidth: 320, cardGutter: 80 };
const article = 'src/content/articles/post.mdx';

/** A JPEG whose frame header (SOF0) says it is `width`x`height`: what the checks read of it, its pixels aside. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length; at += 2 + copy.readUInt16BE(at + 2)) {
    if (copy[at + 1] === 0xc0) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
  }
  throw new Error('no SOF0 marker');
}

before(async () => {
  mkdirSync(path.join(root, 'src/content/articles'), { recursive: true });
  mkdirSync(path.join(root, 'src/content/images'), { recursive: true });
  const put = (name: string, bytes: Buffer | string) => writeFileSync(path.join(root, 'src/content/articles', name), bytes);
  const pixel = (background: string) => sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer();
  put('ok.png', await pixel('#0a5fc2'));
  writeFileSync(path.join(root, 'src/content/images/shared.png'), await pixel('#ffffff'));
  put('broken.png', 'not a picture at all');
  put('scan.tiff', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer());
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777' } }).jpeg().toBuffer();
  // A JPEG's size is in its frame header: one that says 12000x9000 is read as such, without 108 megapixels to encode here.
  put('huge.jpg', withJpegSize(small, 12000, 9000));
  put('phone.jpg', withJpegSize(small, 8064, 6048));
  // Bytes after a JPEG's end are ignored by every reader: a real picture, over the limit.
  put('heavy.jpg', Buffer.concat([small, Buffer.alloc(sourceLimits.bytes)]));
  put('heavy.png', Buffer.concat([await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777' } }).png().toBuffer(), Buffer.alloc(sourceLimits.bytes)]));
  put('IMG_0001.HEIC', Buffer.from('....ftypheic'));
  put('script.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  put('handler.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>');
  put('moving.gif', await sharp([await pixel('#f00'), await pixel('#00f')], { join: { animated: true } }).gif({ loop: 0 }).toBuffer());
});

/** A use of `src`; alt null writes none. */
const use = (src: string, alt: string | null = 'The timeline', extra: Partial<PictureUse> = {}): PictureUse => ({ src, ...(alt !== null && { alt }), decorative: false, at: 'line 7', ...extra });

async function problemsOf(...uses: PictureUse[]): Promise<string[]> {
  const plan = emptyPicturePlan();
  await articlePictures(root, article, uses, column, plan);
  return plan.problems;
}

describe("an article's pictures", () => {
  it('takes a picture beside the article and a shared one, each with its alt', async () => {
    const plan = emptyPicturePlan();
    const pictures = await articlePictures(root, article, [use('./ok.png'), use('../images/shared.png', 'A white square')], column, plan);
    assert.deepEqual(plan.problems, []);
    assert.deepEqual(Object.keys(pictures), ['./ok.png', '../images/shared.png']);
    assert.equal(plan.files.size, 6, 'two 8 px sources: AVIF, WebP and the fallback, each at its own width');
  });

  const cases: [string, PictureUse, string][] = [
    ['a missing file', use('./gone.png'), "the picture src/content/articles/gone.png is no file (the path is relative to the article's file; shared pictures live in src/content/images/)"],
    ['no alt', use('./ok.png', null), 'the picture ./ok.png has no alt: say what the picture shows (or, for a purely decorative one, write <Figure decorative src="..." />)'],
    ['an empty alt', use('./ok.png', ' '), 'the picture ./ok.png has an empty alt: say what the picture shows (or, for a purely decorative one, write <Figure decorative src="..." />)'],
    ["an alt that is a file's name", use('./ok.png', 'IMG_2041.jpg'), 'the picture ./ok.png has the alt "IMG_2041.jpg", a file\'s name: say what the picture shows'],
    ['a decorative picture with an alt', use('./ok.png', 'A square', { decorative: true }), 'the picture ./ok.png is marked decorative but has an alt; a decorative picture says nothing (remove decorative, or the alt)'],
    ['a file that is no picture', use('./broken.png'), 'the picture src/content/articles/broken.png is not a picture sharp can read (corrupt, or no JPEG, PNG, WebP, AVIF, GIF or SVG)'],
    ['a format the build does not take', use('./scan.tiff'), 'the picture src/content/articles/scan.tiff is tiff; the build takes JPEG, PNG, WebP, AVIF, GIF and SVG'],
    ['too many pixels', use('./huge.jpg'), 'the picture src/content/articles/huge.jpg is 12000x9000 px (108.0 megapixels); the build takes up to 100 megapixels: scale it down (a page shows it at most 1,600 px wide)'],
    ['too many bytes in a JPEG', use('./heavy.jpg'), 'the picture src/content/articles/heavy.jpg is 50.0 MB; the build takes pictures up to 50 MB: scale it down (a page shows it at most 1,600 px wide)'],
    ['too many bytes in a PNG', use('./heavy.png'), 'the picture src/content/articles/heavy.png is 50.0 MB; the build takes pictures up to 50 MB: save it as JPEG, or scale it down (a page shows it at most 1,600 px wide)'],
    ['a HEIC photo', use('./IMG_0001.HEIC'), 'the picture src/content/articles/IMG_0001.HEIC is a HEIC photo, which this build cannot decode (sharp reads HEIF only with AV1, as AVIF; HEVC is not in its libraries); export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible, or share the photo as JPEG)'],
    ['an SVG with a script', use('./script.svg'), 'the picture src/content/articles/script.svg is an SVG with a <script>; remove it (pictures carry no code)'],
    ['an SVG with an event handler', use('./handler.svg'), 'the picture src/content/articles/handler.svg is an SVG with an event handler (onload); remove it (pictures carry no code)'],
    ['a file of public/', use('/images/timeline.png'), 'the picture "/images/timeline.png" must be a file beside the article or in src/content/images/, named relative to the article\'s file (./speed-curve.svg); files in public/ are served as they are, unsized and unprocessed'],
    ['a file outside the content folders', use('../../../package.json'), 'the picture ../../../package.json is outside the article\'s folder and src/content/images/'],
  ];
  for (const [name, given, message] of cases) it(`refuses ${name}, naming the file and line`, async () => assert.deepEqual(await problemsOf(given), [`${article}: line 7: ${message}`]));

  it('keeps an animated GIF moving: an animated WebP at each width and a GIF fallback', async () => {
    const plan = emptyPicturePlan();
    const { './moving.gif': picture } = await articlePictures(root, article, [use('./moving.gif')], column, plan);
    assert.deepEqual(plan.problems, []);
    assert.deepEqual(picture!.sources.map(({ type }) => type), ['image/webp']);
    assert.deepEqual([picture!.fallback.type, picture!.width, picture!.height], ['image/gif', 8, 8]);
  });

  it('takes a 48-megapixel photo as a phone takes it (8064x6048)', async () => {
    const plan = emptyPicturePlan();
    const { './phone.jpg': picture } = await articlePictures(root, article, [use('./phone.jpg')], column, plan);
    assert.deepEqual(plan.problems, []);
    assert.equal(picture!.width / picture!.height, 8064 / 6048);
  });

  it("lets a translation name its original's pictures by a path into the original's folder, and no other article's", async () => {
    mkdirSync(path.join(root, 'src/content/articles/es/original-es'), { recursive: true });
    mkdirSync(path.join(root, 'src/content/articles/original'), { recursive: true });
    writeFileSync(path.join(root, 'src/content/articles/original/photo.png'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a5fc2' } }).png().toBuffer());
    const translation = 'src/content/articles/es/original-es/index.mdx';
    const plan = emptyPicturePlan();
    const shown = await articlePictures(root, translation, [use('../../original/photo.png')], column, plan, 'src/content/articles/original/index.mdx');
    assert.deepEqual(plan.problems, []);
    assert.ok(shown['../../original/photo.png']);
    const elsewhere = emptyPicturePlan();
    await articlePictures(root, translation, [use('../../original/photo.png')], column, elsewhere, 'src/content/articles/another/index.mdx');
    assert.deepEqual(elsewhere.problems, [`${translation}: line 7: the picture ../../original/photo.png is outside the article's folder and src/content/images/ and its original's folder (../../another/)`]);
  });

  it("keeps a good source's facts by its bytes, and the next build takes them from there instead of the image library", async () => {
    const kept = await keptFactsFolder(path.join(root, 'cache'));
    await articlePictures(root, article, [use('./ok.png'), use('./broken.png')], column, emptyPicturePlan(kept));
    const [file, ...others] = readdirSync(kept);
    assert.deepEqual(others, [], 'one file: a source with a problem is read again each time, so its message names its file');
    // What the folder holds is what a build takes: a kept file that says 16 px gives 16 px.
    writeFileSync(path.join(kept, file!), JSON.stringify({ ...JSON.parse(readFileSync(path.join(kept, file!), 'utf8')), width: 16, height: 16 }));
    const again = await articlePictures(root, article, [use('./ok.png')], column, emptyPicturePlan(kept));
    assert.deepEqual([again['./ok.png']!.width, again['./ok.png']!.height], [16, 16]);
    writeFileSync(path.join(root, 'src/content/articles/ok-too.png'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c20a5f' } }).png().toBuffer());
    const other = await articlePictures(root, article, [use('./ok-too.png')], column, emptyPicturePlan(kept));
    assert.deepEqual([other['./ok-too.png']!.width, readdirSync(kept).length], [8, 2], 'other bytes are read, and kept beside');
  });

  it('takes a decorative picture without an alt', async () => assert.deepEqual(await problemsOf(use('./ok.png', null, { decorative: true })), []));
  it("names the cover by its field", async () => assert.deepEqual(await problemsOf(use('./gone.png', 'A cover', { at: 'image' })), [`${article}: image: the picture src/content/articles/gone.png is no file (the path is relative to the article's file; shared pictures live in src/content/images/)`]));
});

describe('pictures in a body', () => {
  const body = 'Intro.\n\n![A curve](./a.svg "The caption")\n\n## One\n\nText ![a key](./k.png) inline.\n\n<Figure src="./b.png" alt="B" credit="The site" />\n\n## Two\n\n![](./c.png)\n';
  it('collects Markdown images and <Figure>s with their lines, in .md and .mdx', () => {
    for (const format of ['md', 'mdx'] as const) {
      const images = compileBody(format === 'md' ? body.replace(/<Figure[^\n]*\n/, '') : body, format).images;
      assert.deepEqual(images.map(({ src, line }) => [src, line]), format === 'md' ? [['./a.svg', 3], ['./k.png', 7], ['./c.png', 12]] : [['./a.svg', 3], ['./k.png', 7], ['./b.png', 9], ['./c.png', 13]]);
    }
  });
  it('makes an image alone in its paragraph a figure with its title as caption, one in a line of text an inline picture, and marks only the first near the top', () => {
    const { tree, images } = compileBody(body, 'mdx');
    const elements = jsxElements(tree);
    assert.deepEqual(elements.find(({ name }) => name === 'Figure'), { name: 'Figure', attributes: { src: './a.svg', alt: 'A curve', caption: 'The caption', priority: null } });
    assert.deepEqual(elements.find(({ name }) => name === 'Picture'), { name: 'Picture', attributes: { src: './k.png', alt: 'a key' } });
    assert.equal(images[3]!.alt, undefined);
  });
  it('marks no picture past the first section', () => assert.ok(jsxElements(compileBody('## One\n\nText.\n\n## Two\n\n![A](./a.png)\n', 'md').tree).every(({ attributes }) => !('priority' in attributes))));
});

interface TreeNode {
  readonly type: string;
  readonly name?: string;
  readonly attributes?: readonly { readonly name: string; readonly value: unknown }[];
  readonly children?: readonly TreeNode[];
}

/** The components of a compiled body's tree, with their attributes. */
function jsxElements(tree: unknown): { name: string; attributes: Record<string, unknown> }[] {
  const found: { name: string; attributes: Record<string, unknown> }[] = [];
  const walk = (node: TreeNode) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') found.push({ name: node.name!, attributes: Object.fromEntries((node.attributes ?? []).map(({ name, value }) => [name, value])) });
    node.children?.forEach(walk);
  };
  walk(tree as TreeNode);
  return found;
}
