/** The learning pages in Chromium: tabs, chips and search with the URL and Back, the tutorial dialog, the template preview. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { videoHost } from '../../src/content/video-host.ts';
import { hydrated, launchBrowser, openPage } from '../support/browser.ts';
import { serveDist, type Served } from '../support/server.ts';

let browser: Browser;
let served: Served;

before(async () => {
  served = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await served?.close();
});

async function open(path: string) {
  const opened = await openPage(browser);
  await opened.page.goto(served.origin + path);
  await hydrated(opened.page);
  return opened;
}

const query = (page: Page) => new URL(page.url()).searchParams;
const titles = (page: Page, scope: string) => page.locator(`${scope} .card__title`).allInnerTexts();
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(`) });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** A small deterministic generator (mulberry32), so a failing input can be reproduced. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pieces = ['.', '*', '[', '(', ')', ']', '\\', '?', '+', '^', '$', '|', '{', '}', ' ', '🎬', '⚡', '👩‍💻', 'blur', 'Film', 'e', '%', '&', '#', '=', '/', '"', "'", '<b>', 'é', '\t'];

function randomInput(random: () => number): string {
  const length = 1 + Math.floor(random() * 20);
  let text = '';
  for (let index = 0; index < length; index += 1) text += pieces[Math.floor(random() * pieces.length)];
  return random() < 0.1 ? text.repeat(50) : text;
}

describe('video tutorials', () => {
  it('filters by tab, keeps it in the URL, and Back restores All', async () => {
    const { context, page, problems } = await open('/video-tutorials/');
    assert.equal((await titles(page, '[role=tabpanel]')).length, 6);
    await tab(page, 'Effects').click();
    assert.equal(query(page).get('category'), 'effects');
    assert.deepEqual(await titles(page, '[role=tabpanel]'), ['Smooth transitions that hide the cut', 'Velocity edits with speed curves']);
    assert.equal(await tab(page, 'Effects').getAttribute('aria-selected'), 'true');
    await page.goBack();
    await page.waitForFunction(() => !location.search);
    assert.equal((await titles(page, '[role=tabpanel]')).length, 6);
    assert.equal(await tab(page, 'All Tutorials').getAttribute('aria-selected'), 'true');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const { context, page } = await open('/video-tutorials/');
    await tab(page, 'All Tutorials').focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await focusedText(page), /^Basics/);
    assert.equal(await tab(page, 'Basics').getAttribute('aria-selected'), 'true');
    assert.equal(await tab(page, 'Basics').getAttribute('tabindex'), '0');
    assert.equal(await tab(page, 'All Tutorials').getAttribute('tabindex'), '-1');
    assert.equal(query(page).get('category'), 'basics');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.match(await focusedText(page), /^Text/);
    await page.keyboard.press('Home');
    assert.match(await focusedText(page), /^All Tutorials/);
    await page.keyboard.press('End');
    assert.match(await focusedText(page), /^Text/);
    assert.deepEqual(await titles(page, '[role=tabpanel]'), ['Animated text and auto captions']);
    await context.close();
  });

  it('loads nothing from the video host before Watch, keeps focus in the dialog, falls back with a link, and returns focus on Escape', async () => {
    const opened = await openPage(browser);
    const { context, page } = opened;
    // A fetch that fails at DNS never reaches Playwright's request event, so fetch calls are recorded in the page too.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { hostCalls: string[] }).hostCalls = calls;
      const original = window.fetch;
      window.fetch = (input, init) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return original(input, init);
      };
    });
    const hostRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).host)) hostRequests.push(request.url());
    });
    const hostCalls = () => page.evaluate(() => (window as unknown as { hostCalls: string[] }).hostCalls.filter((url) => /youtube/.test(url)));
    await page.goto(served.origin + '/video-tutorials/');
    await hydrated(page);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    assert.equal(hostRequests.length, 0, 'no request to the video host before the click');
    assert.deepEqual(await hostCalls(), [], 'no fetch to the video host before the click');

    const watch = page.getByRole('button', { name: 'Watch Tutorial: Velocity edits with speed curves' });
    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'Velocity edits with speed curves' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal')), true);
    const fallback = dialog.getByRole('link', { name: /Watch “Velocity edits with speed curves” on YouTube/ });
    await fallback.waitFor();
    assert.equal(await fallback.getAttribute('href'), videoHost.watchUrl('r1N4aYb7kQ0'));
    assert.match(await dialog.innerText(), /could not load/);
    assert.equal(await dialog.locator('iframe').count(), 0);
    const calls = await hostCalls();
    assert.ok(calls.length > 0 && calls.every((url) => url.startsWith(videoHost.origin)), 'the probe went to the video host after the click');

    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))), true, `focus stays in the dialog after Tab ${step + 1}`);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog'));
    assert.equal(await focusedName(page), 'Watch Tutorial: Velocity edits with speed curves');
    await context.close();
  });

  it('closes with its visible close button too', async () => {
    const { context, page } = await open('/video-tutorials/');
    await page.getByRole('button', { name: /^Watch Tutorial: CapCut basics/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('dialog').count(), 0);
    assert.match(await focusedName(page), /^Watch Tutorial: CapCut basics/);
    await context.close();
  });
});

describe('effects library', () => {
  it('applies search and tab together, keeps both in the URL, and Back restores them', async () => {
    const { context, page, problems } = await open('/effects-library/');
    const search = page.getByLabel('Search effects');
    assert.equal((await titles(page, '[role=tabpanel]')).length, 8);
    await search.fill('film');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'film');
    assert.deepEqual(await titles(page, '[role=tabpanel]'), ['Cinematic Teal & Orange', 'Vintage Film Grain']);
    assert.match(await tab(page, 'Filters').innerText(), /\(2\)/);
    await tab(page, 'Text').click();
    assert.equal(query(page).get('category'), 'text');
    assert.match(await page.getByRole('status').filter({ hasText: 'No effects' }).innerText(), /No effects match/);
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('category'));
    assert.equal(await search.inputValue(), 'film');
    assert.equal((await titles(page, '[role=tabpanel]')).length, 2);
    await tab(page, 'Text').click();
    await page.getByRole('button', { name: 'Clear search' }).click();
    assert.equal(await search.inputValue(), '');
    assert.equal(query(page).toString(), '');
    assert.equal((await titles(page, '[role=tabpanel]')).length, 8);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('applies a query from a direct load after hydration', async () => {
    const { context, page } = await open('/effects-library/?q=NEON&category=text');
    await page.waitForFunction(() => document.querySelectorAll('[role=tabpanel] .card__title').length === 1);
    assert.deepEqual(await titles(page, '[role=tabpanel]'), ['Neon Glow Title']);
    await context.close();
  });

  it('shows no console error on 200 random search inputs', async () => {
    const { context, page, problems } = await open('/effects-library/');
    const search = page.getByLabel('Search effects');
    const random = seeded(6);
    for (let round = 0; round < 200; round += 1) {
      const input = randomInput(random);
      await search.fill(input);
      const shown = await page.locator('[role=tabpanel] .card__title').count();
      const empty = await page.getByRole('button', { name: 'Clear search' }).count();
      assert.equal(shown > 0 ? 0 : 1, empty, `either cards or the empty state for ${JSON.stringify(input)}`);
    }
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});

describe('top templates', () => {
  it('filters the ranked cards by chip, keeps it in the URL, and Back restores All', async () => {
    const { context, page, problems } = await open('/top-templates-2025/');
    const ranked = () => page.locator('#ranking ol > li').count();
    assert.equal(await ranked(), 10);
    await page.getByRole('button', { name: 'Trending (5)' }).click();
    assert.equal(query(page).get('category'), 'trending');
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
    await context.close();
  });

  it('plays the preview in a modal dialog and stops it when closed', async () => {
    const { context, page, problems } = await open('/top-templates-2025/');
    const button = page.getByRole('button', { name: 'Preview Template: Glitch Transition Pack' });
    await button.click();
    await page.getByRole('dialog', { name: /Glitch Transition Pack/ }).waitFor();
    await page.waitForFunction(() => (document.querySelector('dialog video') as HTMLVideoElement | null)?.readyState! >= 2, undefined, { timeout: 10_000 });
    const state = await page.evaluate(() => {
      const video = document.querySelector('dialog video') as HTMLVideoElement;
      return { muted: video.muted, controls: video.controls, autoplay: video.autoplay, playsInline: video.playsInline, src: video.currentSrc };
    });
    assert.deepEqual({ ...state, src: new URL(state.src).pathname.replace(/\.(mp4|webm)$/, '') }, { muted: true, controls: true, autoplay: true, playsInline: true, src: '/videos/glitch' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog'));
    assert.equal(await page.locator('video').count(), 0);
    assert.equal(await focusedName(page), 'Preview Template: Glitch Transition Pack');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});

describe('TikTok templates', () => {
  it('opens the same preview dialog, which its close button ends', async () => {
    const { context, page, problems } = await open('/tiktok-templates/');
    assert.equal(await page.locator('.badge', { hasText: 'Most Viral' }).count(), 1);
    await page.getByRole('button', { name: 'Preview: Velocity Beat Drop' }).click();
    await page.waitForFunction(() => (document.querySelector('dialog video') as HTMLVideoElement | null)?.readyState! >= 2, undefined, { timeout: 10_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('video').count(), 0);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});
