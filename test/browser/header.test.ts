/** The site header in Chromium: the menu below 768px, and the Downloads dropdown by keyboard. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserHarness } from '../support/browser-harness.ts';
import { focusedText } from '../support/page-state.ts';

const { open, url } = browserHarness();

describe('the header', () => {
  it('opens the menu below 768px, closes it on navigation and when the window grows to 768px', async () => {
    const { page } = await open('/privacy/', { width: 375, height: 740 });
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
  });

  it('opens the Downloads dropdown by keyboard, moves with arrows and closes with Escape', async () => {
    const { page } = await open('/privacy/', { width: 1280, height: 800 });
    const button = page.getByRole('button', { name: 'Downloads' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Android');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedText(page), 'PC');
    await page.keyboard.press('End');
    assert.equal(await focusedText(page), 'Pro');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedText(page), 'Android', 'wraps around');
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal((await focusedText(page)).trim(), 'Downloads', 'focus back on the button');

    await button.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true', 'Enter opens it');
    await page.getByRole('link', { name: 'PC', exact: true }).click();
    await page.waitForURL(url('/capcut-pc/'));
    assert.equal(await page.getByRole('button', { name: 'Downloads' }).getAttribute('aria-expanded'), 'false');
  });
});
