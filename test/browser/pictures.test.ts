/**
 * Pictures in Chromium: at a phone's and a desktop's width (and a phone's pixel ratio), the browser
 * takes the AVIF file, at a width within 1.5 times the pixels the picture shows at, for the cover
 * that loads first and for a lazy figure once it nears the screen; and the page does not shift as
 * they load.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';

const { open } = browserHarness();

/** What the browser picked for the picture `selector` names: its file's type and width, and the pixels it shows at. */
async function picked(page: Page, selector: string) {
  const img = page.locator(`${selector} img`).first();
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((element: HTMLImageElement) => (element.complete && element.naturalWidth > 0 ? undefined : new Promise((done) => element.addEventListener('load', done, { once: true }))));
  return img.evaluate((element: HTMLImageElement) => {
    const sources = [...element.parentElement!.querySelectorAll('source')].flatMap((source) => source.srcset.split(',').map((entry) => entry.trim().split(/\s+/)));
    const entry = sources.find(([url]) => new URL(url!, location.href).href === element.currentSrc);
    return { currentSrc: element.currentSrc, fileWidth: entry ? Number.parseInt(entry[1]!, 10) : 0, needed: element.clientWidth * devicePixelRatio };
  });
}

const views = [
  { width: 375, deviceScaleFactor: 1 },
  { width: 375, deviceScaleFactor: 2 },
  { width: 1440, deviceScaleFactor: 1 },
];

describe('pictures in Chromium', () => {
  for (const view of views)
    it(`takes AVIF at a fitting width at ${view.width} px, ${view.deviceScaleFactor}x`, async () => {
      for (const [path, selector] of [
        ['/blog/velocity-edit/', '.article-cover'],
        ['/blog/audio-sync/', '.figure'],
      ] as const) {
        const { page, problems } = await open(path, { width: view.width, deviceScaleFactor: view.deviceScaleFactor });
        const { currentSrc, fileWidth, needed } = await picked(page, selector);
        assert.match(currentSrc, /\.avif$/, `${path} at ${view.width}`);
        assert.ok(fileWidth >= needed / 1.5 && fileWidth <= needed * 1.5, `${path} at ${view.width} px ${view.deviceScaleFactor}x: a ${fileWidth} px file for ${needed} px`);
        assert.deepEqual(problems.errors, []);
      }
    });

  it('keeps the text in place while the pictures load (no layout shift)', async () => {
    // The shifts of what the page's main part holds, where the pictures are: on a loaded machine Chromium may paint
    // the page before it has parsed the whole header (the logo's text), and that shift is no picture's.
    const { page } = await open('/blog/velocity-edit/', {
      width: 375,
      setUp: (each) => each.addInitScript(() => {
        type Shift = { value: number; sources?: { node?: Node | null }[] };
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[])
            if ((entry.sources ?? []).some(({ node }) => node && document.querySelector('main')?.contains(node))) (window as unknown as { shift: number }).shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      }),
    });
    await page.locator('.article-cover img').evaluate((element: HTMLImageElement) => (element.complete ? undefined : new Promise((done) => element.addEventListener('load', done, { once: true }))));
    assert.equal(await page.evaluate(() => (window as unknown as { shift: number }).shift), 0);
  });
});
