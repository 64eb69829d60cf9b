/** The /sitemap/ page in Chromium: its download button and its links. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { routes } from '../support/site.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { distDir } from '../support/server.ts';

const { open } = browserHarness();

describe('the /sitemap page', () => {
  it('downloads the sitemap.xml the build wrote, with or without JavaScript', async () => {
    const { page } = await open('/sitemap/', { javaScriptEnabled: false, acceptDownloads: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download sitemap.xml' }).click()]);
    assert.equal(download.suggestedFilename(), 'sitemap.xml');
    const saved = await download.path();
    assert.equal(readFileSync(saved!, 'utf8'), readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8'));
  });

  it('links every indexable page', async () => {
    const { page } = await open('/sitemap/');
    const linked = new Set(await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    assert.deepEqual(routes.filter((route) => route.sitemap && !linked.has(route.path)).map((route) => route.path), []);
  });

  // Each language's sitemap page: its own pages under headings in its words, then the other translations' pages.
  for (const translation of routes.filter((route) => route.translates === '/sitemap/')) {
    it(`${translation.path} links every indexable page of its language and of the other translations, and none in English`, async () => {
      const { page } = await open(translation.path);
      const linked = new Set(await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
      assert.deepEqual(routes.filter((route) => route.sitemap && route.locale && !linked.has(route.path)).map((route) => route.path), []);
      assert.deepEqual(routes.filter((route) => route.sitemap && !route.locale && linked.has(route.path)).map((route) => route.path), []);
      const headings = await page.locator('main h2').allTextContents();
      assert.ok(!headings.includes('Main pages') && !headings.includes('Guides and tutorials'), `${translation.path}: its headings are in its language (${headings.join(', ')})`);
    });
  }
});
