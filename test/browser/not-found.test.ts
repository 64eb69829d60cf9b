/** An unknown path in Chromium: the 404 status and page, Go Back, and the page_not_found analytics event. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserHarness } from '../support/browser-harness.ts';

const { open, url, visit } = browserHarness();

describe('an unknown path', () => {
  it('answers 404 with the not-found page, and Go Back returns to the previous page', async () => {
    const { page } = await open('/contact/');
    const response = await visit(page, '/no-such-page/');
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    assert.match(await page.locator('main').innerText(), /Sorry, we couldn't find the page you're looking for\./);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(url('/contact/'));
  });

  it('sends page_not_found with the path when an analytics function exists', async () => {
    let received: (args: unknown[]) => void;
    const sent = new Promise<unknown[]>((resolve) => (received = resolve));
    await open('/missing/path/', { setUp: (page) => page.exposeFunction('gtag', (...args: unknown[]) => received(args)) });
    const timeout = new Promise<string>((resolve) => setTimeout(resolve, 5000, 'no call to gtag within 5 s of hydration').unref());
    assert.deepEqual(await Promise.race([sent, timeout]), ['event', 'page_not_found', { page_path: '/missing/path/' }]);
  });
});
