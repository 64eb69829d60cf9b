/** The download banner in Chromium: shown past 500px of scroll, closed for the session, absent where a page's record turns it off. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteLocales } from '../../src/i18n/locales.ts';
import { routes } from '../support/site.ts';
import { hydrated } from '../support/browser.ts';
import { browserHarness } from '../support/browser-harness.ts';

const { open, url, visit } = browserHarness();
const phone = { width: 375, height: 600 };
/** The shell's words in a page's language: a translated page names its banner and buttons in its own. */
const shellOf = (locale?: string) => (siteLocales.find(({ id }) => id === locale) ?? siteLocales[0]!).messages.shell;
const banner = (page: Page, locale?: string) => page.getByRole('complementary', { name: shellOf(locale).bannerLabel });
const scrollToTop = (page: Page, locale?: string) => page.getByRole('button', { name: shellOf(locale).scrollToTop });

/**
 * Scrolls to `y` (or as far as the page goes) and returns the offset reached, once the shell has
 * rendered for it. The banner and the scroll-to-top button (shown past 300px) read the same scroll
 * events and render together, so a button on screen means the banner has had its chance to show.
 */
async function scrollAndSettle(page: Page, y: number, locale?: string): Promise<number> {
  const reached = await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' }); // the stylesheet scrolls smoothly otherwise
    return window.scrollY;
  }, y);
  assert.ok(reached > 300, `scrolled to ${reached}px only, too little for the scroll-to-top button to show`);
  await scrollToTop(page, locale).waitFor();
  return reached;
}

describe('the download banner', () => {
  it('appears past 500px, closes, and stays closed across navigation and reload in the session', async () => {
    const { page } = await open('/privacy/', phone);
    assert.equal(await scrollAndSettle(page, 400), 400);
    assert.equal(await banner(page).count(), 0, 'hidden at 400px');
    await scrollAndSettle(page, 700);
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: 'Close download banner' }).click();
    assert.equal(await banner(page).count(), 0);

    await page.locator('footer').getByRole('link', { name: 'Terms of use' }).click();
    await page.waitForURL(url('/terms/'));
    await scrollToTop(page).waitFor({ state: 'detached' }); // the new page starts at the top
    assert.ok((await scrollAndSettle(page, 900)) > 500);
    assert.equal(await banner(page).count(), 0, 'still closed after navigation');
    await page.reload();
    await hydrated(page);
    assert.ok((await scrollAndSettle(page, 900)) > 500);
    assert.equal(await banner(page).count(), 0, 'still closed after reload');
  });

  it('never shows on the pages whose record turns it off', async () => {
    const off = routes.filter((route) => !route.banner);
    assert.ok(off.some(({ path }) => path === '/dmca/'));
    const { page } = await open('/privacy/', phone);
    await scrollAndSettle(page, 700);
    await banner(page).waitFor(); // the same scroll shows it where the record keeps it
    for (const { path, locale } of off) {
      await visit(page, path);
      const reached = await scrollAndSettle(page, 100_000, locale);
      assert.ok(reached > 500, `${path} scrolls only to ${reached}px, not past 500px`);
      assert.equal(await banner(page, locale).count(), 0, path);
    }
  });
});
