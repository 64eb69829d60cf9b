/**
 * `npm run dev` in Chromium, as an owner works with it, in a copy of the project: an open page
 * shows a saved article body without being reloaded by hand; a saved stylesheet rule applies without
 * any reload, the page's scroll position and its open menu kept; a saved island updates in place
 * (React Fast Refresh), its state kept; a mistake, in an article or a stylesheet, shows over the
 * open page and goes once fixed.
 */
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launchBrowser, openPage } from '../support/browser.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { copyOfProject } from '../support/project-copy.ts';
import { ownersUnpublished } from '../support/unpublished-articles.ts';

/** A mark on the page's window: it survives anything but a reload. */
const mark = (page: Page) => page.evaluate(() => ((window as Window & { devMark?: number }).devMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as Window & { devMark?: number }).devMark === 1);

describe('npm run dev in the browser', { timeout: 600_000 }, () => {
  // Without the owner's drafts and scheduled posts: npm run dev shows them, with whatever they still lack, and this test reads the problems it makes itself.
  const copy = copyOfProject({}, { without: ownersUnpublished() });
  const file = (name: string) => path.join(copy, name);
  let dev: DevServer;
  let browser: Browser;
  before(async () => {
    [dev, browser] = await Promise.all([startDevServer(copy), launchBrowser()]);
  });
  after(async () => {
    await Promise.allSettled([browser?.close(), dev?.stop()]);
    rmSync(copy, { recursive: true, force: true });
  });

  it('shows a saved article body in the open page without a reload by hand', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.origin}/blog/audio-sync/`);
    await hydrated(page);
    const article = file('src/content/articles/audio-sync.mdx');
    const text = readFileSync(article, 'utf8');
    assert.ok(text.includes('Cut a frame or two **before**'));
    writeFileSync(article, text.replace('Cut a frame or two **before**', 'Cut one frame **before**'));
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Cut one frame before'), undefined, { timeout: 60_000 });
    await context.close();
  });

  it('applies a saved stylesheet rule without any reload, keeping the scroll position and the open menu', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 375, height: 700 } });
    await page.goto(`${dev.origin}/blog/color-grading/`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await page.locator('button.menu-button').click();
    await page.waitForFunction(() => document.getElementById('site-nav')?.matches(':popover-open'));
    await mark(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 500, `scrolled to ${scrolled}`);
    appendFileSync(file('styles/main.scss'), '\n.site-footer { outline: 3px solid rgb(1, 2, 3); }\n');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.site-footer')!).outlineColor === 'rgb(1, 2, 3)', undefined, { timeout: 60_000 });
    assert.ok(await marked(page), 'the page was not reloaded');
    assert.equal(await page.evaluate(() => window.scrollY), scrolled);
    assert.ok(await page.evaluate(() => document.getElementById('site-nav')?.matches(':popover-open')), 'the menu is still open');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('updates a saved island in place, its state kept', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.origin}/effects-library/`);
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search effects' });
    await search.fill('blur');
    await mark(page);
    const island = file('src/islands/EffectsFinder.tsx');
    const text = readFileSync(island, 'utf8');
    assert.ok(text.includes('        {words.get}\n'));
    writeFileSync(island, text.replace('        {words.get}\n', '        {words.get}!\n'));
    await page.waitForFunction(() => document.querySelector('site-island')?.textContent?.includes('Get Effect!'), undefined, { timeout: 60_000 });
    assert.ok(await marked(page), 'the page was not reloaded');
    assert.equal(await search.inputValue(), 'blur');
    await context.close();
  });

  it('shows a mistake over the open page, in the build words, until the fix is saved', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.origin}/download/`);
    await hydrated(page);
    const article = file('src/content/articles/color-grading.mdx');
    const text = readFileSync(article, 'utf8');
    writeFileSync(article, text.replace(/^published: .*$/m, 'published: 2025-13-45'));
    const overlay = page.locator('#dev-overlay');
    await overlay.waitFor({ timeout: 60_000 });
    assert.match(await overlay.innerText(), /src\/content\/articles\/color-grading\.mdx: (line \d+: )?published "2025-13-45" is not a date/);
    writeFileSync(article, text);
    await overlay.waitFor({ state: 'detached', timeout: 60_000 });
    await context.close();
  });

  it('shows a stylesheet that does not compile over the open page, with its file and line, until the fix is saved', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.origin}/download/`);
    await hydrated(page);
    await mark(page);
    const stylesheet = file('styles/main.scss');
    const text = readFileSync(stylesheet, 'utf8');
    writeFileSync(stylesheet, `${text}\n.dev-broken { color: red;\n`);
    const overlay = page.locator('#dev-overlay');
    await overlay.waitFor({ timeout: 60_000 });
    assert.match(await overlay.innerText(), /^styles\/main\.scss:\d+:\d+\n[^]*\[sass\] Error: expected/m);
    writeFileSync(stylesheet, `${text}\n.dev-fixed { outline: 2px solid rgb(3, 2, 1); }\n`);
    await overlay.waitFor({ state: 'detached', timeout: 60_000 });
    assert.ok(await marked(page), 'the page was not reloaded');
    await context.close();
  });
});
