/** /video-tutorials/ in Chromium: tabs with the URL and Back, and roving tabindex (the player dialog: tutorial-videos.test.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles, countedTab as tab, focusedText, searchParams } from '../support/page-state.ts';

const { open } = browserHarness();
const shown = (page: Page) => cardTitles(page, '[role=tabpanel]');

describe('video tutorials', () => {
  it('filters by tab, keeps it in the URL, and Back restores All', async () => {
    const { page, problems } = await open('/video-tutorials/');
    assert.equal((await shown(page)).length, 6);
    await tab(page, 'Effects').click();
    assert.equal((await searchParams(page)).get('category'), 'effects');
    assert.deepEqual(await shown(page), ['Smooth transitions that hide the cut', 'Velocity edits with speed curves']);
    assert.equal(await tab(page, 'Effects').getAttribute('aria-selected'), 'true');
    await page.goBack();
    await page.waitForFunction(() => !location.search);
    assert.equal((await shown(page)).length, 6);
    assert.equal(await tab(page, 'All Tutorials').getAttribute('aria-selected'), 'true');
    assert.deepEqual(problems.errors, []);
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const { page } = await open('/video-tutorials/');
    await tab(page, 'All Tutorials').focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await focusedText(page), /^Basics/);
    assert.equal(await tab(page, 'Basics').getAttribute('aria-selected'), 'true');
    assert.equal(await tab(page, 'Basics').getAttribute('tabindex'), '0');
    assert.equal(await tab(page, 'All Tutorials').getAttribute('tabindex'), '-1');
    assert.equal((await searchParams(page)).get('category'), 'basics');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.match(await focusedText(page), /^Text/);
    await page.keyboard.press('Home');
    assert.match(await focusedText(page), /^All Tutorials/);
    await page.keyboard.press('End');
    assert.match(await focusedText(page), /^Text/);
    assert.deepEqual(await shown(page), ['Animated text and auto captions']);
  });
});
