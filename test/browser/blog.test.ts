/**
 * /blog/ and the guide articles in Chromium: the category chips are links to pages of their own,
 * with JavaScript on and off, every card leads to its article; aliases, previous/next. The paged
 * lists of a larger blog: blog-pages.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { blogCategories, blogListPage, blogListPath, postsIn } from '../../src/routing/blog-lists.ts';
import { englishMessages } from '../../src/i18n/catalogue/en.ts';
import { site } from '../support/site.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { blogChip, blogChips, cardTitles } from '../support/page-state.ts';

const { open, url } = browserHarness();
const titles = (page: Page, section: string) => cardTitles(page, `#${section}`);
const catalogEntry = (slug: string) => site.articles.bySlug.get(slug)!.record;
const title = (slug: string) => catalogEntry(slug).heading;
const marked = (page: Page) => page.locator('nav[aria-label="Blog categories"] [aria-current]').allTextContents();
const words = englishMessages.blog;
/** A category's posts as its list shows them: the featured ones, then the rest; derived from the content, so an owner's new post changes both sides. */
const listed = (category: string) => {
  const posts = postsIn(site.articles.posts, category);
  const first = blogListPage(posts, 1);
  return { count: posts.length, pages: first.count, featured: first.featured.map((post) => post.title), rest: first.items.map((post) => post.title) };
};
/** The categories that have posts, and of them one with featured posts and one without, whatever the content. */
const withPosts = blogCategories.map(({ category }) => category).filter((category) => listed(category).count > 0);
const someFeatured = withPosts.find((category) => listed(category).featured.length > 0)!;
const noneFeatured = withPosts.find((category) => listed(category).featured.length === 0 && listed(category).rest.length > 0);

describe('the blog index', () => {
  it('lists the featured posts, then the other posts of its page, with All marked and page links only when there are more pages', async () => {
    const { page, problems } = await open('/blog/', { javaScriptEnabled: false });
    const all = listed('');
    assert.deepEqual(await titles(page, 'featured'), all.featured);
    assert.deepEqual(await titles(page, 'all-tutorials'), all.rest);
    assert.deepEqual(await marked(page), [`All (${site.articles.posts.length})`]);
    assert.equal(await blogChip(page, 'All').getAttribute('aria-current'), 'page');
    assert.equal(await page.getByRole('navigation', { name: 'Blog pages' }).count(), all.pages === 1 ? 0 : 1, 'one page needs no page links');
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
      const first = listed(someFeatured);
      await blogChip(page, someFeatured).click();
      await page.waitForURL(url(blogListPath(someFeatured)));
      assert.equal(await page.locator('h1').innerText(), words.categories[someFeatured as keyof typeof words.categories].heading);
      assert.deepEqual(await marked(page), [`${someFeatured} (${first.count})`]);
      assert.equal(await blogChip(page, someFeatured).getAttribute('aria-current'), 'page');
      assert.equal(await blogChip(page, 'All').getAttribute('aria-current'), null);
      assert.deepEqual(await titles(page, 'featured'), first.featured);
      if (first.rest.length === 0) assert.equal(await page.locator('#all-tutorials').count(), 0, 'no other posts in the category, so no second list');
      else assert.deepEqual(await titles(page, 'all-tutorials'), first.rest);

      if (noneFeatured) {
        await blogChip(page, noneFeatured).click();
        await page.waitForURL(url(blogListPath(noneFeatured)));
        assert.equal(await page.locator('#featured').count(), 0, 'no featured post in the category');
        assert.equal(await page.locator('#all-tutorials h2').innerText(), words.categoryArticles(noneFeatured));
        assert.deepEqual(await titles(page, 'all-tutorials'), listed(noneFeatured).rest);

        await page.goBack();
        await page.waitForURL(url(blogListPath(someFeatured)));
        assert.deepEqual(await titles(page, 'featured'), first.featured);
      }

      await blogChip(page, 'All').click();
      await page.waitForURL(url('/blog/'));
      assert.equal((await titles(page, 'featured')).length + (await titles(page, 'all-tutorials')).length, site.articles.posts.length);
      assert.deepEqual(problems.errors, []);
    });
  }

  it('shows a category from a direct link, with its featured posts first', async () => {
    const { page, problems } = await open(blogListPath(someFeatured));
    const { count, featured, rest } = listed(someFeatured);
    assert.deepEqual(await titles(page, 'featured'), featured);
    if (rest.length > 0) assert.deepEqual(await titles(page, 'all-tutorials'), rest);
    assert.equal(await page.locator('.page-hero__eyebrow').innerText(), words.count(count, String(count)));
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
