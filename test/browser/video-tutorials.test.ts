/** /video-tutorials/ in Chromium: tabs with the URL and Back, roving tabindex, and the Portuguese page's tabs and cards in its words (the player dialog: tutorial-videos.test.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles, countedTab as tab, focusedText, searchParams } from '../support/page-state.ts';
import { tutorials } from '../../src/content/learning/tutorials.ts';
import { videoTutorialsCopyPtBr } from '../../src/content/learning/tutorials.pt-br.ts';
import { brazilianPortugueseMessages } from '../../src/i18n/catalogue/pt-br.ts';
import { fill } from '../../src/i18n/island-words.ts';

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

describe('video tutorials in Brazilian Portuguese', () => {
  const copy = videoTutorialsCopyPtBr;
  const words = brazilianPortugueseMessages.tutorialBrowser;

  it("filters by the page's tabs and offers each topic's guide in Portuguese and a search that says, in Portuguese, that it opens a new tab", async () => {
    const { page, problems } = await open(`/pt-br/${copy.meta.slug}`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'pt-BR');
    assert.equal(await page.getByRole('tablist').getAttribute('aria-label'), words.tabs);
    assert.equal((await shown(page)).length, Object.keys(copy.tutorials).length);
    await tab(page, copy.categories.effects).click();
    assert.equal((await searchParams(page)).get('category'), 'effects');
    const effects = tutorials.filter((tutorial) => tutorial.category === 'effects').map((tutorial) => copy.tutorials[tutorial.id].title);
    assert.deepEqual(await shown(page), effects);
    await page.goBack();
    await page.waitForFunction(() => !location.search);
    assert.equal(await tab(page, words.all).getAttribute('aria-selected'), 'true');
    const velocity = page.locator('[role=tabpanel] article.card', { hasText: copy.tutorials.velocity.title });
    const guide = velocity.getByRole('link', { name: fill(words.readGuide, { guide: copy.tutorials.velocity.guide }) });
    assert.match((await guide.getAttribute('href'))!, /^\/pt-br\//);
    const search = velocity.getByRole('link', { name: new RegExp(`^${fill(words.search, { query: copy.tutorials.velocity.search, host: 'YouTube' })}`) });
    assert.equal(await search.getAttribute('target'), '_blank');
    assert.equal(await search.locator('.visually-hidden').innerText(), brazilianPortugueseMessages.components.newTab.trim());
    assert.deepEqual(problems.errors, []);
  });
});
