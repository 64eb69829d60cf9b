/**
 * The site built for a base path (SITE_URL=https://example.org/guide, as for a GitHub Pages
 * project site) and served under /guide/ only, in Chromium: direct loads, links between pages
 * and the not-found page, with every request inside /guide/.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { buildOrThrow } from '../support/run-build.ts';

const siteUrl = 'https://example.org/guide';
const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-base-path-'));
const dir = path.join(scratch, 'dist');
before(() => buildOrThrow(dir, { SITE_URL: siteUrl }), { timeout: 120_000 });
after(() => rmSync(scratch, { recursive: true, force: true }));

const { open, url } = browserHarness({ dir, base: '/guide' });

/** Records the path of every request the page makes, to check none leaves the base path. */
const requestedPaths = (page: Page): string[] => {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
};

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

describe('a site built for the base path /guide', () => {
  it('loads /guide/download/ directly: hydrated, no console error, every request under /guide/', async () => {
    let paths: string[] = [];
    const { page, problems, response } = await open('/guide/download/', { setUp: (page) => void (paths = requestedPaths(page)) });
    assert.equal(response?.status(), 200);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems.errors, []);
    assert.ok(paths.length > 3, paths.join(', '));
    assert.deepEqual(paths.filter((requested) => !requested.startsWith('/guide/')), []);
    assert.equal(await canonical(page), `${siteUrl}/download/`);
  });

  it('links from /guide/ to other pages under /guide/, each its own document with its own head', async () => {
    const { page, problems } = await open('/guide/');
    await Promise.all([page.waitForURL(url('/guide/blog/')), page.locator('header.site-header').getByRole('link', { name: 'Guides' }).click()]);
    assert.equal(await canonical(page), `${siteUrl}/blog/`);
    assert.match(await page.title(), /blog/i);
    assert.equal(await page.locator('meta[property="og:url"]').getAttribute('content'), `${siteUrl}/blog/`);

    await Promise.all([page.waitForURL(url('/guide/privacy/')), page.locator('body > footer').getByRole('link', { name: 'Privacy policy' }).click()]);
    assert.equal(await canonical(page), `${siteUrl}/privacy/`);
    assert.deepEqual(problems.errors, []);
  });

  it('shows the not-found page for an unknown path under /guide/, with its assets and working links', async () => {
    const { page, problems, response } = await open('/guide/no-such-page/');
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    // Chromium logs the page's own 404 as a failed resource too.
    assert.deepEqual(problems.errors, [`HTTP 404: ${url('/guide/no-such-page/')}`, 'console: Failed to load resource: the server responded with a status of 404 (Not Found)'], 'only the page itself is missing');
    await page.locator('main').getByRole('link', { name: /Download CapCut/ }).click();
    await page.waitForURL(url('/guide/download/'));
  });

  it('shows the Spanish not-found page for an unknown path under /guide/es/, with its stylesheet', async () => {
    const { page, response } = await open('/guide/es/no-such-page/');
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('html').getAttribute('lang'), 'es');
    assert.equal(await page.locator('h1').textContent(), 'Página no encontrada');
    assert.ok(await page.evaluate(() => document.styleSheets.length > 0 && getComputedStyle(document.body).margin === '0px'), 'the stylesheet applies');
    await page.locator('main').getByRole('link', { name: /Descargar CapCut/ }).click();
    await page.waitForURL(url('/guide/es/download/'));
  });
});
