/**
 * /blog/ and the guide articles in Chromium: the category chips are links to pages of their own,
 * the lists are paged by plain links that work with JavaScript off, every card leads to its
 * article; aliases, previous/next.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { blogCategories, blogListPath } from '../../src/routing/blog-lists.ts';
import { listPageSize } from '../../src/routing/pagination.ts';
import { site } from '../support/site.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles } from '../support/page-state.ts';
import { buildCopy, copyDist, projectWithMoreArticles } from '../support/project-copy.ts';

const { open, url } = browserHarness();
const titles = (page: Page, section: string) => cardTitles(page, `#${section}`);
const chips = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
const chip = (page: Page, name: string) => page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: new RegExp(`^${name} \\(`) });
const catalogEntry = (slug: string) => site.articles.bySlug.get(slug)!.record;
const title = (slug: string) => catalogEntry(slug).heading;
const marked = (page: Page) => page.locator('nav[aria-label="Blog categories"] [aria-current]').allTextContents();
/** The path of the page shown, without the origin. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the blog index', () => {
  it('lists the featured posts, then every other post, with All marked and no page links (one page)', async () => {
    const { page, problems } = await open('/blog/', { javaScriptEnabled: false });
    assert.deepEqual(await titles(page, 'featured'), [title('velocity-edit'), title('blur-effects')]);
    assert.deepEqual(
      await titles(page, 'all-tutorials'),
      site.articles.posts.filter((post) => !post.featured).map((post) => post.title),
    );
    assert.deepEqual(await marked(page), ['All (11)']);
    assert.equal(await chip(page, 'All').getAttribute('aria-current'), 'page');
    assert.equal(await page.getByRole('navigation', { name: 'Blog pages' }).count(), 0, 'one page needs no page links');
    assert.equal(await page.locator('site-island').count(), 0, 'no island');
    assert.deepEqual(problems.errors, []);
  });

  it('has a chip per category, each a link to its list with its count', async () => {
    const { page } = await open('/blog/');
    const shown = await chips(page).evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    assert.deepEqual(shown, [
      [`All (${site.articles.posts.length})`, '/blog/'],
      ...blogCategories.map(({ category }) => [`${category} (${site.articles.posts.filter((post) => post.category === category).length})`, blogListPath(category)]),
    ]);
  });

  for (const javaScriptEnabled of [false, true]) {
    it(`goes to a category's page by its chip and back to every post by All, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const { page, problems } = await open('/blog/', { javaScriptEnabled });
      await chip(page, 'Effects').click();
      await page.waitForURL(url('/blog/category/effects/'));
      assert.equal(await page.locator('h1').innerText(), 'CapCut Effects Guides');
      assert.deepEqual(await marked(page), ['Effects (1)']);
      assert.equal(await chip(page, 'Effects').getAttribute('aria-current'), 'page');
      assert.equal(await chip(page, 'All').getAttribute('aria-current'), null);
      assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);
      assert.equal(await page.locator('#all-tutorials').count(), 0, 'no other effects posts, so no second list');

      await chip(page, 'Templates').click();
      await page.waitForURL(url('/blog/category/templates/'));
      assert.equal(await page.locator('#featured').count(), 0, 'no featured templates post');
      assert.equal(await page.locator('#all-tutorials h2').innerText(), 'Templates articles');
      assert.deepEqual(await titles(page, 'all-tutorials'), [title('top-templates-2025'), title('trending-templates')]);

      await page.goBack();
      await page.waitForURL(url('/blog/category/effects/'));
      assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);

      await chip(page, 'All').click();
      await page.waitForURL(url('/blog/'));
      assert.equal((await titles(page, 'featured')).length + (await titles(page, 'all-tutorials')).length, site.articles.posts.length);
      assert.deepEqual(problems.errors, []);
    });
  }

  it('shows a category from a direct link: Tutorial, with its featured post first', async () => {
    const { page, problems } = await open('/blog/category/tutorial/');
    assert.deepEqual(await titles(page, 'featured'), [title('velocity-edit')]);
    assert.deepEqual(await titles(page, 'all-tutorials'), [title('color-grading'), title('beginner-guide')]);
    assert.equal(await page.locator('.page-hero__eyebrow').innerText(), '3 tutorials and guides');
    assert.deepEqual(problems.errors, []);
  });

  it('leads from every card of every list to its article', async () => {
    const { page, problems } = await open();
    for (const route of site.routes.filter((candidate) => candidate.list)) {
      await page.goto(url(route.path));
      const cards = await page.locator('.post-grid a.card--link').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.querySelector('.card__title')?.textContent]));
      assert.ok(cards.length > 0, `${route.path} has cards`);
      for (const [href, cardTitle] of cards) assert.equal(site.articles.byPath.get(href!)?.record.heading, cardTitle, `${route.path}: the card ${href}`);
    }
    const first = page.locator('.post-grid a.card--link').first();
    const [href, cardTitle] = [await first.getAttribute('href'), await first.locator('.card__title').innerText()];
    await first.click();
    await page.waitForURL(url(href!));
    assert.equal(await page.locator('h1').innerText(), cardTitle);
    assert.deepEqual(problems.errors, []);
  });
});

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
    assert.equal(await chips(page).and(page.locator('[aria-current]')).getAttribute('aria-current'), 'true', 'All is the list shown, on a later page');

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
    await chip(page, 'Tutorial').click();
    await page.waitForURL(larger.url('/blog/category/tutorial/'));
    await nav(page).locator('a[rel="next"]').click();
    await page.waitForURL(larger.url('/blog/category/tutorial/page/2/'));
    assert.equal(await page.locator('h1').innerText(), 'CapCut Tutorials – page 2');
    assert.equal(await chip(page, 'Tutorial').getAttribute('aria-current'), 'true');
    const categories = await page.locator('#all-tutorials .badge').allInnerTexts();
    assert.ok(categories.length > 0 && categories.every((category) => category === 'Tutorial'), categories.join(', '));
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
