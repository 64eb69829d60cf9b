/**
 * Every page of the manifest in Chromium, at its canonical path: islands hydrate cleanly, the page
 * works without JavaScript, axe. An alias is not visited: it answers 301 to that path, and its file,
 * for a host that reads no rule file, is the page's own byte for byte (test/build/redirects.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../support/site.ts';
import { axeViolations } from '../support/axe.ts';
import { browserHarness } from '../support/browser-harness.ts';

const { open, visit } = browserHarness();
const paths = routes.map((route) => route.path);

describe('every route', () => {
  it('hydrates without a console error or a hydration mismatch, and has no axe violation (WCAG 2.1 A and AA)', async () => {
    const { page, problems } = await open();
    const failures: string[] = [];
    const violations: string[] = [];
    for (const path of [...paths, '/no-such-page/']) {
      const seen = problems.errors.length;
      await visit(page, path);
      // The not-found page answers 404 by design.
      if (path !== '/no-such-page/') failures.push(...problems.errors.slice(seen).map((error) => `${path}: ${error}`));
      violations.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    assert.deepEqual(failures, []);
    assert.deepEqual(violations, []);
  });

  it('shows its content and links with JavaScript off', async () => {
    const { page } = await open(undefined, { javaScriptEnabled: false });
    const failures: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      const h1 = await page.locator('main h1').textContent();
      const links = await page.locator('main a[href], footer a[href]').count();
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      if (!h1 || links < 5 || words < 15) failures.push(`${path}: h1 "${h1}", ${links} links, ${words} words`);
    }
    assert.deepEqual(failures, []);
  });
});
