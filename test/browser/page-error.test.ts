/**
 * An island that throws in the browser, in Chromium: the island's place says so, and the rest of
 * the page, static HTML, stays as it was. The page is a fixture (test/fixtures/fixture-routes.ts),
 * built with its set added into a folder of this test, never part of the real site.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { browserHarness } from '../support/browser-harness.ts';
import { buildOrThrow } from '../support/run-build.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-page-error-'));
const dir = path.join(scratch, 'dist');
before(() => buildOrThrow(dir, {}, 'page-error'), { timeout: 120_000 });
after(() => rmSync(scratch, { recursive: true, force: true }));

const { open, url } = browserHarness({ dir });
const failing = '/fixture/page-error/';
const message = 'This part of the page stopped working.';

describe('an island that throws in the browser', () => {
  it('shows a message with a reload link in its place, keeps the rest of the page, and logs the error', async () => {
    const { page, problems } = await open(failing);
    await page.getByText(message).waitFor();
    assert.equal(await page.getByText('This island works until it hydrates.').count(), 0, 'the island is replaced');
    assert.equal(await page.getByRole('heading', { level: 1, name: 'A page that fails in the browser' }).isVisible(), true, 'the heading stays');
    assert.equal(await page.locator('#after-island').isVisible(), true, 'the static text after the island stays');
    assert.equal(await page.locator('header.site-header').getByRole('link', { name: 'Guides' }).isVisible(), true, 'the header stays');
    assert.equal(await page.locator('body > footer').isVisible(), true, 'the footer stays');
    assert.equal(await page.getByRole('alert').getByRole('link', { name: 'Reload the page' }).getAttribute('href'), failing);
    assert.ok(
      problems.errors.some((error) => error.includes('The fixture island failed in the browser')),
      `the error is logged: ${problems.errors.join('\n')}`,
    );

    await page.locator('header.site-header').getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL(url('/blog/'));
    await page.locator('main .page-hero h1').waitFor();
    assert.equal(await page.getByText(message).count(), 0, 'the next page shows: the message went with the failed page');
  });
});
