/** Site search in Chromium: nothing loads before it is opened; a word finds its guide; the keyboard path; no hits; hostile input. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { focusedText } from '../support/page-state.ts';

const { open } = browserHarness();

const searchFiles = /\/pagefind\/|\/assets\/search-/;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search guides, steps and facts' });
const options = (page: Page) => page.getByRole('option');

/** Types a query and waits until the status line reports on it: the box is cleared first, which empties the status line. */
async function search(page: Page, query: string): Promise<void> {
  const status = page.locator('.search__status');
  await searchBox(page).fill('');
  await page.waitForFunction(() => document.querySelector('.search__status')?.textContent === '');
  await searchBox(page).fill(query);
  await status.filter({ hasText: /found|No pages match|could not load/ }).waitFor();
}

describe('site search', () => {
  it('requests no search file before it is opened, then finds /blog/velocity-edit/ for "velocity" and Enter opens it', async () => {
    const requested: string[] = [];
    const { page, problems } = await open('/', { setUp: (page) => void page.on('request', (request) => requested.push(request.url())) });
    await page.mouse.wheel(0, 600); // scrolling and reading the page loads nothing of search
    assert.deepEqual(requested.filter((url) => searchFiles.test(url)), []);

    await page.getByRole('button', { name: 'Search' }).click();
    await search(page, 'velocity');
    const first = options(page).first();
    assert.match(await first.innerText(), /Velocity Edit/);
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    assert.equal(await first.locator('mark').first().innerText().then((text) => text.toLowerCase()), 'velocity');
    assert.equal(await searchBox(page).getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    assert.match(await page.getByRole('status').innerText(), /^\d+ pages? found\.$/);

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/blog\/velocity-edit\//);
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.match(await page.locator('h1').innerText(), /Velocity Edit/);
    assert.ok(requested.some((url) => /\/pagefind\/pagefind\.js$/.test(url)), 'the engine loaded once search was opened');
    assert.deepEqual(problems.errors, []);
  });

  it('opens with "/" and Ctrl+K, moves with the arrow keys, and Escape closes it and gives focus back', async () => {
    const { page, problems } = await open('/download/');
    await page.keyboard.press('/');
    await searchBox(page).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    await search(page, 'capcut');
    assert.ok((await options(page).count()) >= 3, 'a common word finds several pages');
    const selected = () => page.locator('[role=option][aria-selected=true]').getAttribute('id');
    const firstId = await selected();
    await page.keyboard.press('ArrowDown');
    const secondId = await selected();
    assert.notEqual(secondId, firstId);
    assert.equal(await searchBox(page).getAttribute('aria-activedescendant'), secondId);
    await page.keyboard.press('ArrowUp');
    assert.equal(await selected(), firstId);
    await page.keyboard.press('ArrowUp'); // from the first result to the last
    assert.equal(await selected(), await options(page).last().getAttribute('id'));

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus moves back once the dialog's root has unmounted, a moment after the dialog left the page.
    await page.waitForFunction(() => document.activeElement === document.body, undefined, { timeout: 2000 }).catch(() => undefined);
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'focus went back to the page, where it was');

    const button = page.getByRole('button', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    assert.equal(await searchBox(page).inputValue(), '', 'the dialog opens afresh');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.match(await focusedText(page), /Search/);
    assert.deepEqual(problems.errors, []);
  });

  it('does not open on "/" typed into a text field', async () => {
    const { page } = await open('/effects-library/');
    await page.getByLabel('Search effects').fill('');
    await page.getByLabel('Search effects').press('/');
    assert.equal(await page.getByLabel('Search effects').inputValue(), '/');
    assert.equal(await page.getByRole('dialog').count(), 0);
  });

  it('says when nothing matches and offers the guides index', async () => {
    const { page, problems } = await open('/');
    await page.keyboard.press('Control+k');
    await search(page, 'zzqxjv');
    assert.equal(await options(page).count(), 0);
    assert.equal(await page.getByRole('status').innerText(), 'No pages match “zzqxjv”.');
    assert.equal(await searchBox(page).getAttribute('aria-expanded'), 'false');
    await page.getByRole('dialog').getByRole('link', { name: 'all guides' }).click();
    await page.waitForURL(/\/blog\/$/);
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.deepEqual(problems.errors, []);
  });

  it('opens a result in a section of the page at that section', async () => {
    const { page } = await open('/');
    await page.keyboard.press('/');
    await search(page, 'Chromebook Play Store');
    const withSection = options(page).filter({ has: page.locator('.search__section') }).first();
    await withSection.click();
    await page.waitForURL(/#.+/);
    const inView = await page.evaluate(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      const box = target?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    assert.ok(inView, 'the section the result names is on screen');
  });

  it('takes markup, 5,000 characters and broken percent-encoding without a console error', async () => {
    const { page, problems } = await open('/blog/');
    await page.keyboard.press('/');
    for (const query of ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', 'velocity '.repeat(556).slice(0, 5000), '%E0%A4%A', '%', '\u0000\uFFFF', '   ']) {
      await searchBox(page).fill(query);
      await page.waitForTimeout(50);
    }
    await search(page, '<b>velocity</b>');
    assert.equal(await page.locator('.search__results img, .search__results script, .search__results b').count(), 0, 'no markup from the query or the index is parsed');
    await search(page, 'zq'.repeat(2500));
    const status = await page.getByRole('status').innerText();
    assert.ok(status.length < 80, `the status line stays short: ${status}`);
    assert.deepEqual(problems.errors, []);
  });

  it('has no axe violation (WCAG 2.1 A and AA) open, with results and with none', async () => {
    const { page } = await open('/');
    await page.keyboard.press('/');
    await search(page, 'velocity');
    const withResults = await axeViolations(page);
    await search(page, 'zzqxjv');
    assert.deepEqual([...withResults, ...(await axeViolations(page))], []);
  });

  it('is a link to the sitemap without JavaScript', async () => {
    const { page } = await open('/', { javaScriptEnabled: false });
    const link = page.getByRole('link', { name: 'Search' });
    assert.equal(await link.getAttribute('href'), '/sitemap/');
  });
});
