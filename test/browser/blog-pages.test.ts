/**
 * The blog's lists in pages, in Chromium, in a copy of the site with 60 more posts: page links that
 * work with JavaScript off at 320 px (Next, a number, Previous, the current page marked), each page
 * its own title; a category paged too, its chip leading to its first page.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { listPageSize } from '../../src/routing/pagination.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { blogChip, blogChips } from '../support/page-state.ts';
import { buildCopy, copyDist, projectWithMoreArticles } from '../support/project-copy.ts';
import { site } from '../support/site.ts';

/** The path of the page shown, without the origin. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the blog in pages (a copy of the site with 60 more posts)', () => {
  const extra = 60;
  const copy = projectWithMoreArticles(extra);
  before(() => {
    const run = buildCopy(copy);
    assert.equal(run.status, 0, run.stderr);
  }, { timeout: 180_000 });
  const larger = browserHarness({ dir: copyDist(copy) });
  // After the harness's own: its browser and server close before their folder goes.
  after(() => rmSync(copy, { recursive: true, force: true }));
  /** Posts that are not featured, paged: 69 with the 60 added, so three pages. */
  const others = site.articles.posts.filter((post) => !post.featured).length + extra;
  const pages = Math.ceil(others / listPageSize);
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

  it('pages /blog/ with links that work with JavaScript off: Next, a number, Previous, and the current page marked', async () => {
    assert.equal(pages, 3);
    const { page, problems } = await larger.open('/blog/', { javaScriptEnabled: false, width: 320, height: 720 });
    assert.equal(await page.locator('#all-tutorials .card__title').count(), listPageSize);
    assert.equal(await nav(page).locator('[aria-current="page"]').textContent(), 'Page 1');
    assert.equal(await nav(page).locator('a[rel="prev"]').count(), 0);

    await nav(page).locator('a[rel="next"]').click();
    await page.waitForURL(larger.url('/blog/page/2/'));
    assert.match(await page.title(), /page 2/);
    assert.equal(await page.locator('h1').innerText(), 'CapCut Tutorials and Guides – page 2');
    assert.equal(await page.locator('#featured').count(), 0, 'the featured posts stand on the first page only');
    assert.equal(await page.locator('#all-tutorials .card__title').count(), listPageSize);
    assert.equal(await nav(page).locator('[aria-current="page"]').textContent(), 'Page 2');
    assert.equal(await blogChips(page).and(page.locator('[aria-current]')).getAttribute('aria-current'), 'true', 'All is the list shown, on a later page');

    await nav(page).getByRole('link', { name: `Page ${pages}` }).click();
    await page.waitForURL(larger.url(`/blog/page/${pages}/`));
    assert.equal(await page.locator('#all-tutorials .card__title').count(), others - (pages - 1) * listPageSize);
    assert.equal(await nav(page).locator('a[rel="next"]').count(), 0);

    await nav(page).getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL(larger.url('/blog/page/2/'));
    await nav(page).getByRole('link', { name: 'Page 1' }).click();
    await page.waitForURL(larger.url('/blog/'));
    assert.equal(pathOf(page), '/blog/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no sideways scrolling at 320 px');
    assert.deepEqual(problems.errors, []);
  });

  it('pages a category too, its chip leading to its first page', async () => {
    const { page, problems } = await larger.open('/blog/page/2/', { javaScriptEnabled: false });
    await blogChip(page, 'Tutorial').click();
    await page.waitForURL(larger.url('/blog/category/tutorial/'));
    await nav(page).locator('a[rel="next"]').click();
    await page.waitForURL(larger.url('/blog/category/tutorial/page/2/'));
    assert.equal(await page.locator('h1').innerText(), 'CapCut Tutorials – page 2');
    assert.equal(await blogChip(page, 'Tutorial').getAttribute('aria-current'), 'true');
    const categories = await page.locator('#all-tutorials .badge').allInnerTexts();
    assert.ok(categories.length > 0 && categories.every((category) => category === 'Tutorial'), categories.join(', '));
    assert.deepEqual(problems.errors, []);
  });
});
