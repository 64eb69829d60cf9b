/** Every route of the manifest in Chromium: hydration, the head after client-side navigation, the page without JavaScript, axe. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { routes } from '../../src/routing/routes.ts';
import { axeViolations } from '../support/axe.ts';
import { browserHarness } from '../support/browser-harness.ts';

const { open, visit } = browserHarness();
const allPaths = routes.flatMap((route) => [route.path, ...route.aliases]);

/** Everything the head says about a page, in a comparable form. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const value = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: value('meta[name="description"]', 'content'),
      keywords: value('meta[name="keywords"]', 'content'),
      canonical: value('link[rel="canonical"]', 'href'),
      robots: value('meta[name="robots"]', 'content'),
      meta: [...document.head.querySelectorAll('meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]')].map(
        (meta) => `${meta.getAttribute('property') ?? meta.getAttribute('name')}=${meta.getAttribute('content')}`,
      ),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)),
    };
  });

describe('every route', () => {
  it('hydrates without a console error or a hydration mismatch', async () => {
    const { page, problems } = await open();
    const failures: string[] = [];
    for (const path of allPaths) {
      const seen = problems.errors.length;
      await visit(page, path);
      failures.push(...problems.errors.slice(seen).map((error) => `${path}: ${error}`));
    }
    assert.deepEqual(failures, []);
  });

  it('leaves the same head after client-side navigation as after a direct load', async () => {
    const { page, problems } = await open();
    const mismatches: string[] = [];
    for (const route of routes) {
      await visit(page, route.path);
      const direct = await headOf(page);
      // Arrive at the same page from another one, through the router.
      await visit(page, route.path === '/sitemap/' ? '/contact/' : '/sitemap/');
      await page.evaluate((target) => window.history.pushState(null, '', target), route.path);
      await page.waitForFunction((title) => document.title === title, direct.title);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      const navigated = await headOf(page);
      if (JSON.stringify(navigated) !== JSON.stringify(direct)) mismatches.push(route.path);
    }
    assert.deepEqual(mismatches, []);
    assert.deepEqual(problems.errors, []);
  });

  it('shows its content and links with JavaScript off', async () => {
    const { page } = await open(undefined, { javaScriptEnabled: false });
    const failures: string[] = [];
    for (const path of allPaths) {
      await visit(page, path);
      const h1 = await page.locator('main h1').textContent();
      const links = await page.locator('main a[href], footer a[href]').count();
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      if (!h1 || links < 5 || words < 15) failures.push(`${path}: h1 "${h1}", ${links} links, ${words} words`);
    }
    assert.deepEqual(failures, []);
  });

  it('has no axe violation (WCAG 2.1 A and AA)', async () => {
    const { page } = await open(undefined, { bypassCSP: true });
    const violations: string[] = [];
    for (const route of [...routes, { path: '/no-such-page/' }]) {
      await visit(page, route.path);
      violations.push(...(await axeViolations(page)).map((v) => `${route.path}: ${v}`));
    }
    assert.deepEqual(violations, []);
  });
});
