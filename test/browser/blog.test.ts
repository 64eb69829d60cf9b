/** /blog/ and the guide articles in Chromium: chips filter both grids, the URL query and Back, aliases, previous/next. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { site } from '../support/site.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles, searchParams } from '../support/page-state.ts';

const { open, url } = browserHarness();
const titles = (page: Page, grid: string) => cardTitles(page, `#${grid}`);
const emptyText = (page: Page, grid: string) => page.locator(`#${grid} .empty-state p`).allInnerTexts();
const chip = (page: Page, name: string) => page.locator('.chips button', { hasText: name });
const catalogEntry = (slug: string) => site.articles.bySlug.get(slug)!.record;
const title = (slug: string) => catalogEntry(slug).heading;

describe('the blog index', () => {
  it('prerenders every post with All selected, whatever the query', async () => {
    const html = await (await fetch(url('/blog/?category=audio'))).text();
    assert.equal(html.match(/class="card__title"/g)?.length, 11);
    assert.match(html, /aria-pressed="true"[^>]*>All/);
  });

  it('keeps a tap made before the island has loaded, and applies it once the island has hydrated', async () => {
    const { page, problems } = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/BlogPosts-\w+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/blog/'));
    await chip(page, 'Effects').click();
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), false, 'the tap came before the island hydrated');
    assert.equal(new URL(page.url()).search, '', 'nothing happened yet');
    release();
    await page.waitForURL(/category=effects/);
    assert.equal(await chip(page, 'Effects').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);
    assert.deepEqual(problems.errors, []);
  });

  it('filters both grids by chip, says when one is empty, and keeps the chip in the URL', async () => {
    const { page, problems } = await open('/blog/');
    assert.deepEqual(await titles(page, 'featured'), [title('velocity-edit'), title('blur-effects')]);
    assert.equal((await titles(page, 'all-tutorials')).length, 9);

    await chip(page, 'Effects').click();
    await page.waitForURL(/category=effects/);
    assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);
    assert.deepEqual(await titles(page, 'all-tutorials'), []);
    assert.deepEqual(await emptyText(page, 'all-tutorials'), ['No other tutorials in Effects.']);
    assert.equal(await chip(page, 'Effects').getAttribute('aria-pressed'), 'true');

    await chip(page, 'Templates').click();
    await page.waitForURL(/category=templates/);
    assert.deepEqual(await titles(page, 'featured'), []);
    assert.deepEqual(await emptyText(page, 'featured'), ['No featured tutorials in Templates.']);
    assert.deepEqual(await titles(page, 'all-tutorials'), [title('top-templates-2025'), title('trending-templates')]);

    await page.goBack();
    await page.waitForURL(/category=effects/);
    assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);

    await page.goBack();
    await page.waitForURL((url) => !url.search);
    assert.equal((await searchParams(page)).get('category'), null);
    assert.equal((await titles(page, 'featured')).length + (await titles(page, 'all-tutorials')).length, 11);

    await page.goForward();
    await page.waitForURL(/category=effects/);
    await page.locator('#all-tutorials .empty-state button').click();
    await page.waitForURL((url) => !url.search);
    assert.equal((await titles(page, 'all-tutorials')).length, 9);
    assert.deepEqual(problems.errors, []);
  });

  it('applies a chip from a direct link after hydration', async () => {
    const { page, problems } = await open('/blog/?category=tutorial');
    await page.waitForFunction(() => document.querySelectorAll('#all-tutorials .card__title').length === 2);
    assert.deepEqual(await titles(page, 'featured'), [title('velocity-edit')]);
    assert.deepEqual(await titles(page, 'all-tutorials'), [title('color-grading'), title('beginner-guide')]);
    assert.deepEqual(problems.errors, []);
  });
});

describe('the guide articles', () => {
  const aliases: [string, string][] = [
    ['/velocity-edits-capcut/', 'velocity-edit'],
    ['/blog/velocity-edits-capcut/', 'velocity-edit'],
    ['/blog/beginners-guide/', 'beginner-guide'],
    ['/blog/installation-guide/', 'installation-guide'],
    ['/audio-sync-sound-design-capcut/', 'audio-sync'],
  ];
  for (const [alias, slug] of aliases) {
    it(`shows the article at ${alias} with its canonical link at the canonical path`, async () => {
      const { page, problems } = await open(alias);
      assert.equal(await page.locator('h1').innerText(), title(slug));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      assert.equal(new URL(canonical!).pathname, catalogEntry(slug).path);
      assert.deepEqual(problems.errors, []);
      });
  }

  it('navigates with the previous and next links', async () => {
    const { page, problems } = await open('/blog/velocity-edit/');
    await page.locator('.prev-next a[rel="next"]').click();
    await page.waitForURL(/\/blog\/blur-effects\/$/);
    await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, title('blur-effects'));
    await page.locator('.prev-next a[rel="prev"]').click();
    await page.waitForURL(/\/blog\/velocity-edit\/$/);
    await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, title('velocity-edit'));
    await page.locator('.prev-next a[rel="prev"]').click();
    await page.waitForURL(/\/blog\/keyboard-shortcuts\/$/);
    assert.equal(await page.locator('h1').innerText(), title('keyboard-shortcuts'));
    assert.deepEqual(problems.errors, []);
  });

  it('renders the shortcuts as tables of keys and the HowTo of the beginner guide from its six steps', async () => {
    const shortcuts = await (await fetch(url('/blog/keyboard-shortcuts/'))).text();
    assert.match(shortcuts, /<th scope="row"><span class="keys"><span><kbd>Ctrl<\/kbd><\/span><span>\+<kbd>B<\/kbd>/);
    const beginner = await (await fetch(url('/beginner-guide/'))).text();
    const howTo = [...beginner.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!)).find((t) => t['@type'] === 'HowTo');
    assert.equal(howTo.step.length, 6);
    assert.equal(howTo.totalTime, 'PT30M');
    assert.equal(beginner.match(/class="steps__item"/g)?.length, 6);
  });
});
