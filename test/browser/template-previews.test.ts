/** /top-templates-2025/ and /tiktok-templates/ in Chromium: the ranking chips with the URL and Back, the video preview dialog, and both pages' translations in their words. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { focusedLabel, searchParams } from '../support/page-state.ts';
import { topTemplatesEs } from '../../src/content/learning/templates.es.ts';
import { tiktokGuidePtBr } from '../../src/content/learning/tiktok.pt-br.ts';
import { spanishMessages } from '../../src/i18n/catalogue/es.ts';
import { brazilianPortugueseMessages } from '../../src/i18n/catalogue/pt-br.ts';
import { fill } from '../../src/i18n/island-words.ts';

const { open } = browserHarness();
const videoReady = (page: Page) =>
  page.waitForFunction(() => (document.querySelector('dialog video') as HTMLVideoElement | null)?.readyState! >= 2, undefined, { timeout: 10_000 });

describe('top templates', () => {
  it('filters the ranked cards by chip, keeps it in the URL, and Back restores All', async () => {
    const { page, problems } = await open('/top-templates-2025/');
    const ranked = () => page.locator('#ranking ol > li').count();
    assert.equal(await ranked(), 10);
    await page.getByRole('button', { name: 'Trending (5)' }).click();
    assert.equal((await searchParams(page)).get('category'), 'trending');
    assert.equal(await ranked(), 5);
    await page.getByRole('button', { name: 'Music (2)' }).click();
    assert.equal(await ranked(), 2);
    await page.goBack();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('category') === 'trending');
    assert.equal(await ranked(), 5);
    await page.goBack();
    await page.waitForFunction(() => !location.search);
    assert.equal(await ranked(), 10);
    assert.deepEqual(problems.errors, []);
  });

  it('plays the preview in a modal dialog and stops it when closed', async () => {
    const { page, problems } = await open('/top-templates-2025/');
    const button = page.getByRole('button', { name: 'Preview Template: Glitch Transition Pack' });
    await button.click();
    await page.getByRole('dialog', { name: /Glitch Transition Pack/ }).waitFor();
    await videoReady(page);
    const state = await page.evaluate(() => {
      const video = document.querySelector('dialog video') as HTMLVideoElement;
      return { muted: video.muted, controls: video.controls, autoplay: video.autoplay, playsInline: video.playsInline, src: video.currentSrc };
    });
    assert.deepEqual({ ...state, src: new URL(state.src).pathname.replace(/\.(mp4|webm)$/, '') }, { muted: true, controls: true, autoplay: true, playsInline: true, src: '/videos/glitch' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog'));
    assert.equal(await page.locator('video').count(), 0);
    assert.equal(await focusedLabel(page), 'Preview Template: Glitch Transition Pack');
    assert.deepEqual(problems.errors, []);
  });
});

describe('TikTok templates', () => {
  it('opens the same preview dialog, which its close button ends', async () => {
    const { page, problems } = await open('/tiktok-templates/');
    assert.equal(await page.locator('.badge', { hasText: 'Most Viral' }).count(), 1);
    await page.getByRole('button', { name: 'Preview: Velocity Beat Drop' }).click();
    await videoReady(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('video').count(), 0);
    assert.deepEqual(problems.errors, []);
  });
});

describe('the template guides in Spanish and Portuguese', () => {
  it("filter the Spanish ranking by the page's chips and preview a style in a dialog that speaks Spanish", async () => {
    const words = spanishMessages.templateRanking;
    const { page, problems } = await open('/es/mejores-plantillas-2025/');
    const ranked = () => page.locator('#ranking ol > li').count();
    const trending = topTemplatesEs.data((name) => name).templates.filter((template) => template.trending);
    await page.getByRole('button', { name: `${words.trending} (${trending.length})` }).click();
    assert.equal((await searchParams(page)).get('category'), 'trending');
    assert.equal(await ranked(), trending.length);
    assert.equal(await page.getByRole('status').first().innerText(), fill(words.shown.other, { count: String(trending.length) }));
    const [first] = trending;
    await page.getByRole('button', { name: fill(words.previewLabel, { name: first!.name }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(spanishMessages.templatePreview.title, { name: first!.name }) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: spanishMessages.components.close }).click();
    await page.waitForFunction(() => !document.querySelector('dialog'));
    assert.deepEqual(problems.errors, []);
  });

  it('mark the most viral style in Portuguese and open its preview from its Portuguese name', async () => {
    const words = brazilianPortugueseMessages.tiktokGuide;
    const { page, problems } = await open('/pt-br/templates-para-tiktok/');
    assert.equal(await page.locator('.badge', { hasText: words.mostViral }).count(), 1);
    await page.getByRole('button', { name: fill(words.previewLabel, { name: tiktokGuidePtBr.data((name) => name).mostViral }) }).click();
    await videoReady(page);
    await page.getByRole('dialog').getByRole('button', { name: brazilianPortugueseMessages.components.close }).click();
    assert.equal(await page.locator('video').count(), 0);
    assert.deepEqual(problems.errors, []);
  });
});
