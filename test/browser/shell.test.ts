/** The page shell in Chromium: menu, dropdown, banner, scroll-to-top, head parity, hydration, no-JS, 404, sitemap download, axe. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { routes } from '../../src/routes.ts';
import { hydrated, launchBrowser, openPage } from '../support/browser.ts';
import { distDir, serveDist, type Served } from '../support/server.ts';

let browser: Browser;
let served: Served;
const url = (path: string) => served.origin + path;
const allPaths = routes.flatMap((route) => [route.path, ...route.aliases]);

before(async () => {
  served = await serveDist();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await served?.close();
});

async function visit(path: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const opened = await openPage(browser, options);
  await opened.page.goto(url(path));
  await hydrated(opened.page);
  return opened;
}

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

describe('the header', () => {
  it('opens the menu below 768px, closes it on navigation and when the window grows to 768px', async () => {
    const { context, page } = await visit('/privacy/', { viewport: { width: 375, height: 740 } });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const guides = page.locator('#site-nav').getByRole('link', { name: 'Guides' });
    assert.equal(await guides.isVisible(), false);
    await menuButton.click();
    assert.equal(await guides.isVisible(), true);
    await page.locator('#site-nav').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(url('/'));
    await guides.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.equal(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'true');
    await page.setViewportSize({ width: 800, height: 740 });
    await page.waitForFunction(() => document.querySelector('.menu-button')?.getAttribute('aria-expanded') === 'false');
    await page.setViewportSize({ width: 375, height: 740 });
    assert.equal(await guides.isVisible(), false, 'still closed back under 768px');
    await context.close();
  });

  it('opens the Downloads dropdown by keyboard, moves with arrows and closes with Escape', async () => {
    const { context, page } = await visit('/privacy/', { viewport: { width: 1280, height: 800 } });
    const button = page.getByRole('button', { name: 'Downloads' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Android');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'PC');
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Pro');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Android', 'wraps around');
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Downloads', 'focus back on the button');

    await button.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true', 'Enter opens it');
    await page.getByRole('link', { name: 'PC', exact: true }).click();
    await page.waitForURL(url('/capcut-pc/'));
    assert.equal(await page.getByRole('button', { name: 'Downloads' }).getAttribute('aria-expanded'), 'false');
    await context.close();
  });
});

describe('the download banner', () => {
  const banner = (page: Page) => page.getByRole('complementary', { name: 'Download' });

  it('appears past 500px, closes, and stays closed across navigation and reload in the session', async () => {
    const { context, page } = await visit('/privacy/', { viewport: { width: 375, height: 600 } });
    await page.evaluate(() => window.scrollTo(0, 400));
    assert.equal(await banner(page).count(), 0, 'hidden at 400px');
    await page.evaluate(() => window.scrollTo(0, 700));
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: 'Close download banner' }).click();
    assert.equal(await banner(page).count(), 0);

    await page.locator('footer').getByRole('link', { name: 'Terms of use' }).click();
    await page.waitForURL(url('/terms/'));
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(100);
    assert.equal(await banner(page).count(), 0, 'still closed after navigation');
    await page.reload();
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(100);
    assert.equal(await banner(page).count(), 0, 'still closed after reload');
    await context.close();
  });

  it('never shows on the pages whose record turns it off', async () => {
    const off = routes.filter((route) => !route.banner).map((route) => route.path);
    assert.ok(off.includes('/dmca/'));
    for (const path of off) {
      const { context, page } = await visit(path, { viewport: { width: 375, height: 600 } });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(100);
      assert.equal(await banner(page).count(), 0, path);
      await context.close();
    }
  });
});

describe('scrolling', () => {
  it('shows scroll-to-top past 300px and goes back to the top', async () => {
    const { context, page } = await visit('/terms/', { viewport: { width: 375, height: 600 }, reducedMotion: 'reduce' });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 200));
    assert.equal(await button.count(), 0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('starts a new page at the top and moves focus to its heading', async () => {
    const { context, page } = await visit('/privacy/', { viewport: { width: 1280, height: 700 } });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Disclaimer' }).click();
    await page.waitForURL(url('/disclaimer/'));
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.waitForFunction(() => document.querySelector('[aria-live="polite"]')?.textContent === document.title);
    await context.close();
  });
});

describe('every route', () => {
  it('hydrates without a console error or a hydration mismatch', async () => {
    const { context, page, problems } = await openPage(browser);
    for (const path of allPaths) {
      await page.goto(url(path));
      await hydrated(page);
    }
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('leaves the same head after client-side navigation as after a direct load', async () => {
    const { context, page, problems } = await openPage(browser);
    const mismatches: string[] = [];
    for (const route of routes) {
      await page.goto(url(route.path));
      await hydrated(page);
      const direct = await headOf(page);
      // Arrive at the same page from another one, through the router.
      await page.goto(url(route.path === '/sitemap/' ? '/contact/' : '/sitemap/'));
      await hydrated(page);
      await page.evaluate((target) => window.history.pushState(null, '', target), route.path);
      await page.waitForFunction((title) => document.title === title, direct.title);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      const navigated = await headOf(page);
      if (JSON.stringify(navigated) !== JSON.stringify(direct)) mismatches.push(route.path);
    }
    assert.deepEqual(mismatches, []);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('shows its content and links with JavaScript off', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const failures: string[] = [];
    for (const path of allPaths) {
      await page.goto(url(path));
      const h1 = await page.locator('main h1').textContent();
      const links = await page.locator('main a[href], footer a[href]').count();
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      if (!h1 || links < 5 || words < 15) failures.push(`${path}: h1 "${h1}", ${links} links, ${words} words`);
    }
    assert.deepEqual(failures, []);
    await context.close();
  });

  it('has no axe violation (WCAG 2.1 A and AA)', async () => {
    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    const { context, page } = await openPage(browser, { bypassCSP: true });
    const violations: string[] = [];
    for (const route of [...routes, { path: '/no-such-page/' }]) {
      await page.goto(url(route.path));
      await hydrated(page);
      await page.addScriptTag({ path: axePath });
      const found = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      violations.push(...found.map((v) => `${route.path}: ${v}`));
    }
    assert.deepEqual(violations, []);
    await context.close();
  });
});

describe('an unknown path', () => {
  it('answers 404 with the not-found page, and Go Back returns to the previous page', async () => {
    const { context, page } = await visit('/contact/');
    const response = await page.goto(url('/no-such-page/'));
    assert.equal(response?.status(), 404);
    await hydrated(page);
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    assert.match(await page.locator('main').innerText(), /Sorry, we couldn't find the page you're looking for\./);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(url('/contact/'));
    await context.close();
  });

  it('sends page_not_found with the path when an analytics function exists', async () => {
    const { context, page } = await openPage(browser);
    await page.exposeFunction('gtag', (...args: unknown[]) => ((globalThis as { sent?: unknown[] }).sent = args));
    await page.goto(url('/missing/path/'));
    await hydrated(page);
    await page.waitForFunction(() => true);
    assert.deepEqual((globalThis as { sent?: unknown[] }).sent, ['event', 'page_not_found', { page_path: '/missing/path/' }]);
    await context.close();
  });
});

describe('the /sitemap page', () => {
  it('downloads a sitemap.xml equal to the one the build wrote', async () => {
    const { context, page } = await visit('/sitemap/');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sitemap.xml' }).click()]);
    assert.equal(download.suggestedFilename(), 'sitemap.xml');
    const saved = await download.path();
    assert.equal(readFileSync(saved!, 'utf8'), readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8'));
    await context.close();
  });

  it('links every indexable page', async () => {
    const { context, page } = await visit('/sitemap/');
    const linked = new Set(await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    assert.deepEqual(routes.filter((route) => route.sitemap && !linked.has(route.path)).map((route) => route.path), []);
    await context.close();
  });
});
