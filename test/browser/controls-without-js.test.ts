/**
 * The header's menu and Downloads dropdown and the home page's table of contents work from the
 * prerendered HTML alone (JavaScript off, as before the app has started), and keep Escape and
 * focus return once it has started.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';

const harness = browserHarness();
const visit = (path: string, width: number, javaScriptEnabled: boolean) => harness.open(path, { width, height: 800, javaScriptEnabled });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

for (const javaScriptEnabled of [false, true]) {
  const when = javaScriptEnabled ? 'once the app has started' : 'with JavaScript off';

  describe(`the controls ${when}`, () => {
    it('open the phone menu with its button and close it with Escape, focus back on the button', async () => {
      const { context, page } = await visit('/privacy/', 375, javaScriptEnabled);
      const guides = page.locator('#site-nav').getByRole('link', { name: 'Guides' });
      const android = page.locator('#site-nav').getByRole('link', { name: 'Android' });
      assert.equal(await guides.isVisible(), false);
      await page.locator('.menu-button').click();
      assert.equal(await guides.isVisible(), true);
      assert.equal(await android.isVisible(), true, 'the Downloads links show in the panel');
      await page.keyboard.press('Escape');
      await guides.waitFor({ state: 'hidden' });
      assert.equal(await focusedText(page), 'Open menu');
      await context.close();
    });

    it('open the Downloads list with its button, close it with Escape and by a click elsewhere', async () => {
      const { context, page } = await visit('/privacy/', 1280, javaScriptEnabled);
      const button = page.locator('.dropdown__button[popovertarget="downloads-menu"]');
      const pc = page.getByRole('link', { name: 'PC', exact: true });
      assert.equal(await pc.isVisible(), false);
      await button.click();
      assert.equal(await pc.isVisible(), true);
      const list = (await page.locator('#downloads-menu').boundingBox())!;
      const opener = (await button.boundingBox())!;
      assert.ok(list.y >= opener.y + opener.height - 1 && Math.abs(list.x - opener.x) < 2, `the list opens under the button (${JSON.stringify(list)})`);
      await pc.focus();
      await page.keyboard.press('Escape');
      await pc.waitFor({ state: 'hidden' });
      assert.equal(await focusedText(page), 'Downloads');
      await button.click();
      await pc.waitFor();
      await page.mouse.click(1200, 700);
      await pc.waitFor({ state: 'hidden' });
      await context.close();
    });

    it('expand and collapse the table of contents with its button', async () => {
      const { context, page } = await visit('/', 1280, javaScriptEnabled);
      const toggle = page.locator('.toc__toggle');
      const list = page.locator('#toc-list');
      const collapsed = (await list.boundingBox())!.height;
      assert.equal(await toggle.innerText(), `Show all 16`);
      await toggle.click();
      const expanded = (await list.boundingBox())!.height;
      assert.ok(expanded > collapsed + 40, `the list grows (${collapsed}px to ${expanded}px)`);
      assert.equal(await toggle.innerText(), 'Show less');
      await toggle.click();
      assert.equal((await list.boundingBox())!.height, collapsed);
      await context.close();
    });
  });
}

for (const javaScriptEnabled of [false, true]) {
  describe(`the language list ${javaScriptEnabled ? 'once the app has started' : 'with JavaScript off'}`, () => {
    it('opens with its button, names each language in itself, and leads to the same page in the language chosen', async () => {
      const { context, page } = await visit('/download/', 1280, javaScriptEnabled);
      const button = page.getByRole('button', { name: 'Language: English' });
      const spanish = page.locator('#languages-menu').getByRole('link', { name: 'Español' });
      assert.equal(await spanish.isVisible(), false);
      await button.click();
      assert.equal(await spanish.getAttribute('lang'), 'es');
      assert.equal(await spanish.getAttribute('hreflang'), 'es');
      await spanish.click();
      await page.waitForURL(/\/es\/download\/$/);
      assert.equal(await page.locator('html').getAttribute('lang'), 'es');
      assert.ok(await page.getByRole('button', { name: 'Idioma: Español' }).isVisible());
      await context.close();
    });
  });
}

describe('the controls before the app has started', () => {
  it('carry no aria-expanded that would go stale: the browser reports the popovers’ state', async () => {
    const { context, page } = await visit('/', 375, false);
    const stated = await page.locator('.menu-button, .dropdown__button, .toc__toggle').evaluateAll((buttons) => buttons.filter((button) => button.hasAttribute('aria-expanded')).length);
    assert.equal(stated, 0);
    await context.close();
  });
});
