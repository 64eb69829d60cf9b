/**
 * The picture files as sharp makes them (tools/pictures/image-files.ts): upright by the EXIF
 * orientation, with no metadata left (a phone photo's location included), at the planned size and
 * format; kept in the cache so a second build encodes none.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { planPicture } from '../../tools/pictures/image-variants.ts';
import { makeImageFiles } from '../../tools/pictures/image-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'picture-files-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const source = path.join(dir, 'phone.jpg');
const column = { width: 640, gutter: 16, cardWidth: 320, cardGutter: 80 };

before(async () => {
  // A phone photo stored sideways (1200 x 900, orientation 6: show it turned a quarter right), with a location.
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c08040' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
  writeFileSync(source, await sharp(photo).keepExif().withMetadata({ orientation: 6 }).toBuffer());
});

describe('picture files', () => {
  const plan = () => planPicture(source, { hash: 'c'.repeat(64), width: 900, height: 1200, vector: false, fallback: 'jpeg' }, column);

  it('turns the picture upright, scales it and strips every metadata', async () => {
    const before = await sharp(source).metadata();
    assert.equal(before.orientation, 6);
    assert.ok(before.exif, 'the source carries EXIF');
    const out = path.join(dir, 'site');
    const made = await makeImageFiles(plan().files, out, path.join(dir, 'cache'));
    assert.equal(made.length, 7);
    for (const { file } of made) {
      const meta = await sharp(readFileSync(path.join(out, file))).metadata();
      const planned = plan().files.find((each) => each.file === file)!;
      assert.deepEqual([meta.width, meta.height], [planned.width, planned.height], file);
      assert.ok(meta.height! > meta.width!, `${file} is upright`);
      assert.equal(meta.exif, undefined, `${file} has no EXIF`);
      assert.equal(meta.orientation, undefined);
      assert.equal(meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpeg' : meta.format, planned.format);
    }
  });

  it('keeps every frame of an animated GIF, its loop count and its delays', async () => {
    const frame = (background: string) => sharp({ create: { width: 600, height: 300, channels: 3, background } }).png().toBuffer();
    const gif = path.join(dir, 'moving.gif');
    writeFileSync(gif, await sharp([await frame('#f00'), await frame('#00f'), await frame('#0f0')], { join: { animated: true } }).gif({ loop: 3, delay: [100, 200, 300] }).toBuffer());
    const { files } = planPicture(gif, { hash: 'd'.repeat(64), width: 600, height: 300, vector: false, fallback: 'gif', animated: true }, column);
    assert.deepEqual(files.map(({ format, width }) => `${format} ${width}`), ['webp 400', 'webp 600', 'gif 600']);
    const out = path.join(dir, 'animated');
    for (const { file, width } of await makeImageFiles(files, out, path.join(dir, 'cache')).then((made) => made.map((each, index) => ({ ...each, width: files[index]!.width })))) {
      const meta = await sharp(readFileSync(path.join(out, file)), { animated: true }).metadata();
      assert.deepEqual([meta.pages, meta.loop, meta.delay, meta.width, meta.pageHeight], [3, 3, [100, 200, 300], width, width / 2], file);
    }
  });

  it('takes every file of a second build from the cache', async () => {
    const made = await makeImageFiles(plan().files, path.join(dir, 'again'), path.join(dir, 'cache'));
    assert.deepEqual(made.map(({ encoded }) => encoded), Array(7).fill(false));
  });
});
