/**
 * /blog/ and the guide articles in Chromium: the category chips are links to pages of their own,
 * with JavaScript on and off, every card leads to its article; aliases, previous/next. The paged
 * lists of a larger blog: blog-pages.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { blogCategories, blogListPath } from '../../src/routing/blog-lists.ts';
import { site } from '../support/site.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { blogChip, blogChips, cardTitles } from '../support/page-state.ts';

const { open, url } = browserHarness();
const titles = (page: Page, section: string) => cardTitles(page, `#${section}`);
const catalogEntry = (slug: string) => site.articles.bySlug.get(slug)!.record;
const title = (slug: string) => catalogEntry(slug).heading;
const marked = (page: Page) => page.locator('nav[aria-label="Blog categories"] [aria-current]').allTextContents();

describe('the blog index', () => {
  it('lists the featured posts, then every other post, with All marked and no page links (one page)', async () => {
    const { page, problems } = await open('/blog/', { javaScriptEnabled: false });
    assert.deepEqual(await titles(page, 'featured'), [title('velocity-edit'), title('blur-effects')]);
    assert.deepEqual(
      await titles(page, 'all-tutorials'),
      site.articles.posts.filter((post) => !post.featured).map((post) => post.title),
    );
    assert.deepEqual(await marked(page), ['All (11)']);
    assert.equal(await blogChip(page, 'All').getAttribute('aria-current'), 'page');
    assert.equal(await page.getByRole('navigation', { name: 'Blog pages' }).count(), 0, 'one page needs no page links');
    assert.equal(await page.locator('site-island').count(), 0, 'no island');
    assert.deepEqual(problems.errors, []);
  });

  it('has a chip per category, each a link to its list with its count', async () => {
    const { page } = await open('/blog/');
    const shown = await blogChips(page).evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    assert.deepEqual(shown, [
      [`All (${site.articles.posts.length})`, '/blog/'],
      ...blogCategories.map(({ category }) => [`${category} (${site.articles.posts.filter((post) => post.category === category).length})`, blogListPath(category)]),
    ]);
  });

  for (const javaScriptEnabled of [false, true]) {
    it(`goes to a category's page by its chip and back to every post by All, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const { page, problems } = await open('/blog/', { javaScriptEnabled });
      await blogChip(page, 'Effects').click();
      await page.waitForURL(url('/blog/category/effects/'));
      assert.equal(await page.locator('h1').innerText(), 'CapCut Effects Guides');
      assert.deepEqual(await marked(page), ['Effects (1)']);
      assert.equal(await blogChip(page, 'Effects').getAttribute('aria-current'), 'page');
      assert.equal(await blogChip(page, 'All').getAttribute('aria-current'), null);
      assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);
      assert.equal(await page.locator('#all-tutorials').count(), 0, 'no other effects posts, so no second list');

      await blogChip(page, 'Templates').click();
      await page.waitForURL(url('/blog/category/templates/'));
      assert.equal(await page.locator('#featured').count(), 0, 'no featured templates post');
      assert.equal(await page.locator('#all-tutorials h2').innerText(), 'Templates articles');
      assert.deepEqual(await titles(page, 'all-tutorials'), [title('top-templates-2025'), title('trending-templates')]);

      await page.goBack();
      await page.waitForURL(url('/blog/category/effects/'));
      assert.deepEqual(await titles(page, 'featured'), [title('blur-effects')]);

      await blogChip(page, 'All').click();
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
      // A language's list shows its translations.
      const articles = route.locale ? site.localArticles.get(route.locale)! : site.articles;
      for (const [href, cardTitle] of cards) assert.equal(articles.byPath.get(href!)?.record.heading, cardTitle, `${route.path}: the card ${href}`);
    }
    const first = page.locator('.post-grid a.card--link').first();
    const [href, cardTitle] = [await first.getAttribute('href'), await first.locator('.card__title').innerText()];
    await first.click();
    await page.waitForURL(url(href!));
    assert.equal(await page.locator('h1').innerText(), cardTitle);
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
