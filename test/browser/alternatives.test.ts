/** /alternatives/ in Chromium: search and type filters, the count, the URL query, Back, direct loads, the empty state, random input. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
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

async function open(path = '/alternatives/') {
  const opened = await openPage(browser);
  await opened.page.goto(served.origin + path);
  await hydrated(opened.page);
  return opened;
}

const listed = (page: Page) => page.locator('.alt-list .card__title').allInnerTexts();
const count = (page: Page) => page.locator('[data-count]').innerText();
const search = (page: Page) => page.getByLabel('Search by name or use');
const chip = (page: Page, name: string) => page.locator('.chips button', { hasText: name });
/** Read in the page: page.url() follows same-document navigations a little late. */
const query = async (page: Page) => new URLSearchParams(await page.evaluate(() => location.search));

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

const pieces = ['.', '*', '[', '(', ')', ']', '\\', '?', '+', '^', '$', '|', '{', '}', ' ', '  ', '🎬', '✨', '👩‍💻', 'e', 'In', 'motion', '%', '&', '#', '=', '/', '"', "'", '<b>', 'é', '\t'];

function randomInput(random: () => number): string {
  const length = 1 + Math.floor(random() * 24);
  let text = '';
  for (let index = 0; index < length; index += 1) text += pieces[Math.floor(random() * pieces.length)];
  return random() < 0.1 ? text.repeat(40) : text;
}

describe('the alternatives page', () => {
  it('prerenders all five editors in its HTML', async () => {
    const html = await (await fetch(`${served.origin}/alternatives/?q=zzz&type=animation-editor`)).text();
    for (const name of ['InShot', 'VN Editor', 'Premiere Rush', 'Alight Motion', 'KineMaster']) assert.ok(html.includes(`>${name}</h3>`), name);
  });

  it('filters by typing and by clicking a type, and updates the count', async () => {
    const { context, page, problems } = await open();
    assert.equal(await count(page), '5');
    await search(page).fill('rush');
    assert.deepEqual(await listed(page), ['Premiere Rush']);
    assert.equal(await count(page), '1');
    await search(page).fill('');
    await chip(page, 'Professional Mobile').click();
    assert.deepEqual(await listed(page), ['VN Editor', 'KineMaster']);
    assert.equal(await count(page), '2');
    assert.equal(await chip(page, 'Professional Mobile').getAttribute('aria-pressed'), 'true');
    assert.equal(await chip(page, 'All').getAttribute('aria-pressed'), 'false');
    await search(page).fill('YOUTUBE');
    assert.deepEqual(await listed(page), ['KineMaster']);
    assert.equal(await page.locator('.alt-count').getAttribute('aria-live'), 'polite');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('keeps the filters in the URL, and Back restores the previous state', async () => {
    const { context, page } = await open();
    await chip(page, 'Animation Editor').click();
    assert.equal((await query(page)).get('type'), 'animation-editor');
    await search(page).fill('mot');
    assert.equal((await query(page)).get('q'), 'mot');
    await chip(page, 'Cross-platform').click();
    assert.equal((await query(page)).get('type'), 'cross-platform');
    assert.equal(await count(page), '0');
    await page.goBack();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('type') === 'animation-editor');
    assert.equal((await query(page)).get('q'), 'mot', 'typing replaced the entry, so Back keeps the text');
    assert.deepEqual(await listed(page), ['Alight Motion']);
    assert.equal(await chip(page, 'Animation Editor').getAttribute('aria-pressed'), 'true');
    assert.equal(await search(page).inputValue(), 'mot');
    await page.goBack();
    await page.waitForFunction(() => location.search === '');
    assert.equal(await count(page), '5');
    assert.equal(await search(page).inputValue(), '');
    await context.close();
  });

  it('shows the filter of a directly loaded query after hydration', async () => {
    const { context, page, problems } = await open('/alternatives/?q=%20EDITOR%20&type=professional-mobile');
    await page.waitForFunction(() => document.querySelector('[data-count]')?.textContent === '1');
    assert.deepEqual(await listed(page), ['VN Editor']);
    assert.equal(await search(page).inputValue(), ' EDITOR ');
    assert.equal(await chip(page, 'Professional Mobile').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(problems.errors, [], 'no hydration warning or other error');
    await context.close();
  });

  it('shows an empty state whose button clears both filters', async () => {
    const { context, page } = await open('/alternatives/?q=nothing-matches&type=cross-platform');
    const clear = page.getByRole('button', { name: 'Clear search and type' });
    await clear.waitFor();
    assert.equal(await count(page), '0');
    assert.equal(await page.locator('.alt-list').count(), 0);
    await clear.click();
    await page.waitForFunction(() => location.search === '');
    assert.equal(await count(page), '5');
    assert.equal(await search(page).inputValue(), '');
    assert.equal(await chip(page, 'All').getAttribute('aria-pressed'), 'true');
    await context.close();
  });

  it('takes 200 random inputs without a console error, always agreeing with the count', async () => {
    const { context, page, problems } = await open();
    const random = seeded(20250808);
    for (let round = 0; round < 200; round += 1) {
      const input = randomInput(random);
      await search(page).fill(input);
      const shown = (await listed(page)).length;
      assert.equal(await count(page), String(shown), `count agrees with the list for ${JSON.stringify(input)}`);
      assert.equal((await query(page)).get('q') ?? '', input, `the URL keeps ${JSON.stringify(input)}`);
    }
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});
