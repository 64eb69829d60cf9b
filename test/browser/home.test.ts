/** The home page in Chromium: table of contents, anchors, sidebar, FAQ JSON-LD. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserHarness } from '../support/browser-harness.ts';

const tocIds = ['introduction', 'features', 'download', 'reviews', 'capcut-pro', 'installation', 'web-vs-apk', 'templates', 'platform-guides', 'alternatives', 'troubleshooting', 'version-history', 'for-creators', 'safety', 'faqs', 'blog-preview'];

const { open } = browserHarness();
const home = (width = 1280, path = '/') => open(path, { width, height: 800 });

describe('the home page', () => {
  it('has a table of contents that expands and collapses', async () => {
    const { page } = await home();
    const toggle = page.locator('.toc button[aria-controls="toc-list"]');
    const list = page.locator('#toc-list');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    const collapsed = (await list.boundingBox())!.height;
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const expanded = (await list.boundingBox())!.height;
    assert.ok(expanded > collapsed + 40, `the list grows when expanded (${collapsed}px to ${expanded}px)`);
    assert.ok(collapsed <= 170, `collapsed it is about 10rem tall (${collapsed}px)`);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal((await list.boundingBox())!.height, collapsed);
  });

  it('lists the sixteen sections in order, each pointing at an element of the page', async () => {
    const { page } = await home();
    const hrefs = await page.locator('#toc-list a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(hrefs, tocIds.map((id) => `#${id}`));
    const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), tocIds);
    assert.deepEqual(missing, []);
  });

  it('opened at /#faqs, shows the FAQ section near the top of the viewport', async () => {
    const { page } = await home(1280, '/#faqs');
    await page.waitForFunction(() => {
      const top = document.getElementById('faqs')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    }, undefined, { timeout: 5000 });
    const top = await page.evaluate(() => document.getElementById('faqs')!.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 200, `the section starts ${top}px from the top`);
  });

  it('shows the sidebar at 1280px and hides it at 375px', async () => {
    const wide = await home(1280);
    assert.equal(await wide.page.locator('.home-sidebar').isVisible(), true);
    const narrow = await home(375);
    assert.equal(await narrow.page.locator('.home-sidebar').isVisible(), false);
  });

  it('puts exactly the visible questions and answers in the FAQPage JSON-LD', async () => {
    const { page } = await home();
    const visible = await page.locator('#faqs details').evaluateAll((items) =>
      items.map((item) => ({ question: item.querySelector('summary')!.textContent, answer: item.querySelector('p')!.textContent })),
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((text) => JSON.parse(text)).find((thing) => thing['@type'] === 'FAQPage');
    assert.ok(faq, 'the page has FAQPage JSON-LD');
    const data = faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => ({ question: q.name, answer: q.acceptedAnswer.text }));
    assert.equal(visible.length, 6);
    assert.deepEqual(data, visible);
  });
});
