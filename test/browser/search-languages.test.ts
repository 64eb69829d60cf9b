/**
 * Search in a page's language, in Chromium: a Spanish page searches the Spanish index
 * (pagefind/es/) and finds a Spanish guide by a Spanish word, never an English page; an English
 * page searches the English index only. The dialog speaks the page's language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';

const { open } = browserHarness();

/** Opens search, types a query and waits for the status line; the result links' paths. */
async function resultsFor(page: Page, button: string, box: string, query: string): Promise<string[]> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('combobox', { name: box }).fill(query);
  await page.locator('.search__status').filter({ hasText: /\S/ }).waitFor();
  return page.getByRole('option').evaluateAll((options) => options.map((option) => new URL((option as HTMLAnchorElement).href).pathname));
}

describe('search in the page’s language', () => {
  it('finds the Spanish blur guide by a Spanish word on a Spanish page, and no English page', async () => {
    const requested: string[] = [];
    const { page, problems } = await open('/es/', { setUp: (page) => void page.on('request', (request) => requested.push(new URL(request.url()).pathname)) });
    const found = await resultsFor(page, 'Buscar', 'Busca guías, pasos y datos', 'desenfoque');
    assert.equal(found[0], '/es/blog/efectos-de-desenfoque/');
    assert.deepEqual(found.filter((path) => !path.startsWith('/es/')), [], 'only Spanish pages');
    assert.ok(!found.includes('/blog/blur-effects/'), 'not its English original');
    assert.match(await page.getByRole('status').innerText(), /^Se encontr/);
    assert.ok(requested.some((path) => path === '/pagefind/es/pagefind.js'), 'the Spanish index loaded');
    assert.ok(!requested.some((path) => /^\/pagefind\/[^/]*\.pf_meta$/.test(path)), 'not the English one');
    assert.deepEqual(problems.errors, []);
  });

  it('finds the English original on an English page, and no Spanish page', async () => {
    const { page, problems } = await open('/download/');
    const found = await resultsFor(page, 'Search', 'Search guides, steps and facts', 'blur');
    assert.ok(found.includes('/blog/blur-effects/'), `the English blur guide (${found.join(', ')})`);
    assert.deepEqual(found.filter((path) => /^\/(es|pt-br)\//.test(path)), [], 'no translated page');
    assert.deepEqual(problems.errors, []);
  });
});
