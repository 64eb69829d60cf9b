import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import type { MeasuredNode } from '@takumi-rs/core';
import sharp from 'sharp';
import {
  CARD_SIZE,
  cachedCard,
  cardKey,
  cardLayout,
  loadCardFonts,
  renderCard,
  titleStep,
  type CardContent,
  type CardFonts,
} from '../../tools/cards/social-card.tsx';
import { cardContent } from '../../tools/cards/page-cards.ts';
import { routes, site } from '../support/site.ts';

const titleOf = (length: number) => {
  const words = 'Color Grading in CapCut: Cinematic Looks, Keyframes and Speed Ramps Step by Step with Templates';
  let title = '';
  while (title.length < length) title += (title ? ' ' : '') + words;
  return title.slice(0, length).trimEnd();
};

const content: CardContent = { title: 'Download CapCut for Android, iOS, PC and Mac', section: 'Downloads', icon: 'download' };

let fonts: CardFonts;
before(async () => {
  fonts = await loadCardFonts();
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface TextBox extends Box {
  /** The text as laid out, line by line. */
  lines: string[];
}

/**
 * The boxes of the card's text nodes, from the top down, as takumi lays them out: each node's
 * lines (its runs, at their offset from the node's own translation) put together.
 */
async function textBoxes(content: CardContent): Promise<TextBox[]> {
  const boxes: TextBox[] = [];
  const visit = (node: MeasuredNode) => {
    const [, , , , x, y] = node.transform;
    if (node.runs.length > 0) {
      const rows = new Map<number, string>();
      for (const run of node.runs) rows.set(run.y, (rows.get(run.y) ?? '') + run.text);
      boxes.push({
        left: x + Math.min(...node.runs.map((run) => run.x)),
        top: y + Math.min(...node.runs.map((run) => run.y)),
        right: x + Math.max(...node.runs.map((run) => run.x + run.width)),
        bottom: y + Math.max(...node.runs.map((run) => run.y + run.height)),
        lines: [...rows.values()],
      });
    }
    node.children.forEach(visit);
  };
  visit(await cardLayout(content, fonts));
  return boxes.sort((a, b) => a.top - b.top);
}

/** The page's margins, and the band of the header above the title and of the footer below it. */
const margin = 80;
const headerBottom = 112;
const footerTop = CARD_SIZE.height - 88;

describe('renderCard', () => {
  test('renders a PNG of the card size', async () => {
    const png = await renderCard(content, fonts);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.toString('latin1', 12, 16), 'IHDR');
    assert.equal(png.readUInt32BE(16), CARD_SIZE.width);
    assert.equal(png.readUInt32BE(20), CARD_SIZE.height);
  });

  test('draws a cover picture where the watermark would be', async () => {
    const picture = { file: join(import.meta.dirname, '../../src/content/articles/velocity-edit/speed-curve.svg'), hash: 'a'.repeat(64) };
    const { data } = await sharp(await renderCard({ ...content, picture }, fonts)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { data: plain } = await sharp(await renderCard(content, fonts)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // The right half of the card, where the picture is fitted and the plain card has its icon watermark.
    const right = (pixels: Buffer) => Array.from({ length: 360 }, (_, row) => pixels.subarray(((80 + row) * CARD_SIZE.width + 720) * 4, ((80 + row) * CARD_SIZE.width + 1140) * 4));
    assert.ok(!Buffer.concat(right(data)).equals(Buffer.concat(right(plain))));
  });

  test('its pixels decode: the card size, the background the accent blue', async () => {
    const { data, info } = await sharp(await renderCard(content, fonts)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [CARD_SIZE.width, CARD_SIZE.height]);
    // Row 20, pixel 20: above the header, only the background.
    const pixel = (20 * CARD_SIZE.width + 20) * 4;
    assert.deepEqual([...data.subarray(pixel, pixel + 4)], [0x0a, 0x5f, 0xc2, 0xff]);
  });

  for (const length of [12, 44, 67, 120, 150, 200, 400]) {
    test(`a title of ${length} characters stays in its box`, async () => {
      const title = titleOf(length);
      const boxes = await textBoxes({ title, section: 'Tutorials', icon: 'graduation-cap' });
      // Site name, section label, title, tagline.
      assert.equal(boxes.length, 4);
      const [siteName, section, titleBox, tagline] = boxes as [TextBox, TextBox, TextBox, TextBox];
      for (const box of boxes) {
        assert.ok(box.left >= margin && box.right <= CARD_SIZE.width - margin, `${JSON.stringify(box)} inside the side margins`);
      }
      assert.ok(siteName.bottom < headerBottom, 'the site name in the header');
      assert.ok(section.bottom <= titleBox.top, 'the title starts below the section label');
      assert.ok(titleBox.top > headerBottom, 'the title starts below the header');
      assert.ok(titleBox.bottom < footerTop - 24, `the title (down to ${titleBox.bottom}) ends above the footer`);
      assert.ok(tagline.top > footerTop, 'the tagline in the footer');
      const { maxLines } = titleStep(title);
      const lines = titleBox.lines.length;
      assert.ok(lines <= maxLines, `${lines} lines at most ${maxLines}`);
      if (length === 12) assert.equal(lines, 1);
      if (length >= 67) assert.ok(lines >= 2, `${length} characters on ${lines} line(s)`);
      if (length === 400) assert.equal(lines, maxLines, 'clamped to the most lines the box holds');
    });
  }

  test("the site's longest card title stays in its box, whole", async () => {
    const longest = routes.map((route) => cardContent(route, site)).sort((a, b) => b.title.length - a.title.length)[0]!;
    const [, , titleBox] = (await textBoxes(longest)) as [TextBox, TextBox, TextBox];
    assert.ok(titleBox.left >= margin && titleBox.right <= CARD_SIZE.width - margin, `${longest.title}: ${JSON.stringify(titleBox)}`);
    assert.ok(titleBox.top > headerBottom && titleBox.bottom < footerTop - 24, `${longest.title}: ${JSON.stringify(titleBox)}`);
    assert.ok(titleBox.lines.length < titleStep(longest.title).maxLines, 'fewer lines than the clamp, so no ellipsis cuts it');
    assert.equal(titleBox.lines.join('').trim(), longest.title);
  });

  test('a long section label stays on one line, inside the margins', async () => {
    const section = 'Comparisons, alternatives and honest reviews of other video editors';
    const [, sectionBox] = (await textBoxes({ ...content, section })) as [TextBox, TextBox];
    assert.equal(sectionBox.lines.length, 1);
    assert.ok(sectionBox.right <= CARD_SIZE.width - margin, `${sectionBox.right} inside the right margin`);
  });
});

describe('cardKey', () => {
  test('is a sha256 hex, the same for the same content', () => {
    assert.match(cardKey(content, fonts), /^[0-9a-f]{64}$/);
    assert.equal(cardKey({ ...content }, fonts), cardKey(content, fonts));
  });

  test('changes with the title, section, icon, cover picture, fonts and template', async () => {
    const key = cardKey(content, fonts);
    const others = [
      cardKey({ ...content, title: `${content.title}!` }, fonts),
      cardKey({ ...content, section: 'Download' }, fonts),
      cardKey({ ...content, icon: 'smartphone' }, fonts),
      cardKey({ ...content, picture: { file: '/a/cover.png', hash: 'a'.repeat(64) } }, fonts),
      cardKey({ ...content, picture: { file: '/a/cover.png', hash: 'b'.repeat(64) } }, fonts),
      cardKey(content, await loadCardFonts([{ name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-800-normal.woff2' }])),
      cardKey(content, { ...fonts, templateHash: '0'.repeat(64) }),
    ];
    assert.equal(new Set([key, ...others]).size, others.length + 1);
  });

  test("takes the code that fits a cover picture (sharp's version with it) only for a card that shows one", () => {
    const otherFitting = { ...fonts, pictureHash: '0'.repeat(64) };
    const pictured = { ...content, picture: { file: '/a/cover.png', hash: 'a'.repeat(64) } };
    assert.equal(cardKey(content, otherFitting), cardKey(content, fonts));
    assert.notEqual(cardKey(pictured, otherFitting), cardKey(pictured, fonts));
  });

  test('refuses a name that is not a Lucide icon', () => {
    assert.throws(() => cardKey({ ...content, icon: '../package' }, fonts), /Not a Lucide icon name/);
    assert.throws(() => cardKey({ ...content, icon: 'no-such-icon' }, fonts), /Cannot find module/);
  });
});

describe('cachedCard', () => {
  test("renders once, then reads the same bytes from <cacheDir>/<template's key>/<key>.png", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'cards-test-'));
    try {
      const first = await cachedCard(content, fonts, cacheDir);
      assert.equal(first.cached, false);
      assert.deepEqual(await readdir(cacheDir), [fonts.templateHash]);
      assert.deepEqual(await readdir(join(cacheDir, fonts.templateHash)), [`${cardKey(content, fonts)}.png`]);
      const second = await cachedCard(content, fonts, cacheDir);
      assert.equal(second.cached, true);
      assert.ok(second.png.equals(first.png), 'the same bytes');
      const other = await cachedCard({ ...content, title: 'Another page' }, fonts, cacheDir);
      assert.equal(other.cached, false);
      assert.ok(!other.png.equals(first.png), 'another card for another title');
    } finally {
      await rm(cacheDir, { recursive: true });
    }
  });
});

describe('cardContent', () => {
  test("shows an article's `card` title in place of its heading when the front matter gives one", () => {
    const entry = site.articles.list.find((candidate) => !candidate.record.cardTitle && !candidate.record.cover)!;
    const route = routes.find((candidate) => candidate.path === entry.record.path)!;
    assert.deepEqual(cardContent(route, site), { title: entry.record.heading, section: entry.record.category, icon: entry.record.icon });
    const covered = site.articles.list.find((candidate) => candidate.record.cover)!;
    assert.deepEqual(cardContent(routes.find((candidate) => candidate.path === covered.record.path)!, site).picture, covered.record.cover!.source, 'an article with a cover shows it');
    const withCard = { ...entry, record: { ...entry.record, cardTitle: 'Short title' } };
    const other = { ...site, articles: { ...site.articles, byPath: new Map([[entry.record.path, withCard]]) } };
    assert.equal(cardContent(route, other).title, 'Short title');
  });
});
