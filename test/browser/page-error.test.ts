/**
 * A page whose browser code throws, in Chromium: the shell stays and the page's place says so.
 * The page is a fixture (src/manifest/fixture-pages.ts), built with FIXTURE_PAGES=page-error into
 * a folder of this test, never part of the real site.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { buildOrThrow } from '../support/run-build.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-page-error-'));
const dir = path.join(scratch, 'dist');
before(() => buildOrThrow(dir, { FIXTURE_PAGES: 'page-error' }), { timeout: 120_000 });
after(() => rmSync(scratch, { recursive: true, force: true }));

const { open, url } = browserHarness({ dir });
const failing = '/fixture/page-error/';
const message = 'This page stopped working';

/** What the page shows around the failed page: the header's links and the footer. */
async function assertShellWorks(page: Page): Promise<void> {
  assert.equal(await page.locator('header.site-header').getByRole('link', { name: 'Guides' }).isVisible(), true, 'the header and its navigation stay');
  assert.equal(await page.locator('body > footer').isVisible(), true, 'the footer stays');
}

describe('a page that throws in the browser', () => {
  it('keeps the header, footer and navigation, shows a message with a reload link, and logs the error', async () => {
    const { page, problems } = await open(failing);
    await page.getByRole('heading', { level: 1, name: message }).waitFor();
    await assertShellWorks(page);
    assert.equal(await page.locator('main').getByRole('link', { name: 'Reload the page' }).getAttribute('href'), failing);
    assert.ok(
      problems.errors.some((error) => error.includes('The fixture page failed in the browser')),
      `the error is logged: ${problems.errors.join('\n')}`,
    );

    await page.locator('header.site-header').getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL(url('/blog/'));
    await page.locator('main .page-hero h1').waitFor();
    assert.equal(await page.getByText(message).count(), 0, 'the next page shows: the message went with the failed page');
  });

  it('contains the error when the page is reached by client-side navigation, and reloads it from the link', async () => {
    const { page } = await open('/privacy/');
    await page.evaluate(() => window.history.pushState(null, '', '/fixture/page-error/'));
    await page.getByRole('heading', { level: 1, name: message }).waitFor();
    await assertShellWorks(page);

    await Promise.all([page.waitForEvent('load'), page.locator('main').getByRole('link', { name: 'Reload the page' }).click()]);
    await page.getByRole('heading', { level: 1, name: message }).waitFor();
    assert.equal(page.url(), url(failing));
  });
});
