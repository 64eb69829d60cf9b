/** Scrolling in Chromium: the scroll-to-top button, and a new page starting at the top with focus on its heading. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';

const { open, url } = browserHarness();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('scrolling', () => {
  it('shows scroll-to-top past 300px and goes back to the top', async () => {
    const { page } = await open('/terms/', { width: 375, height: 600, reducedMotion: 'reduce' });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 800));
    await button.waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    await button.waitFor({ state: 'detached' });
    assert.equal(await scrollY(page), 200, 'hidden at 200px');
    await page.evaluate(() => window.scrollTo(0, 800));
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('starts the next page at the top: each page is its own document', async () => {
    const { page } = await open('/privacy/', { width: 1280, height: 700 });
    // At once: the site scrolls smoothly, and a smooth scroll is still at the top when read right after.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    assert.ok((await scrollY(page)) > 500, 'the first page is scrolled down');
    await page.locator('footer').getByRole('link', { name: 'Disclaimer' }).click();
    await page.waitForURL(url('/disclaimer/'));
    assert.equal(await scrollY(page), 0);
  });
});
