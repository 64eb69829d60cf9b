/** /effects-library/ in Chromium: search and tab together with the URL and Back, a direct load, and seeded random searches. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles, countedTab as tab, searchParams } from '../support/page-state.ts';
import { randomInputs } from '../support/random-input.ts';

const { open } = browserHarness();
const shown = (page: Page) => cardTitles(page, '[role=tabpanel]');

describe('effects library', () => {
  it('applies search and tab together, keeps both in the URL, and Back restores them', async () => {
    const { page, problems } = await open('/effects-library/');
    const search = page.getByLabel('Search effects');
    assert.equal((await shown(page)).length, 8);
    await search.fill('film');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'film');
    assert.deepEqual(await shown(page), ['Cinematic Teal & Orange', 'Vintage Film Grain']);
    assert.match(await tab(page, 'Filters').innerText(), /\(2\)/);
    await tab(page, 'Text').click();
    assert.equal((await searchParams(page)).get('category'), 'text');
    assert.match(await page.getByRole('status').filter({ hasText: 'No effects' }).innerText(), /No effects match/);
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('category'));
    assert.equal(await search.inputValue(), 'film');
    assert.equal((await shown(page)).length, 2);
    await tab(page, 'Text').click();
    await page.getByRole('button', { name: 'Clear search' }).click();
    assert.equal(await search.inputValue(), '');
    assert.equal((await searchParams(page)).toString(), '');
    assert.equal((await shown(page)).length, 8);
    assert.deepEqual(problems.errors, []);
  });

  it('applies a query from a direct load after hydration', async () => {
    const { page } = await open('/effects-library/?q=NEON&category=text');
    await page.waitForFunction(() => document.querySelectorAll('[role=tabpanel] .card__title').length === 1);
    assert.deepEqual(await shown(page), ['Neon Glow Title']);
  });

  it('shows no console error on 200 random search inputs', async () => {
    const { page, problems } = await open('/effects-library/');
    const search = page.getByLabel('Search effects');
    const outcomes = { cards: 0, empty: 0 };
    for (const input of randomInputs(6, 200, ['blur', 'film', 'glitch', 'neon', 'e'])) {
      await search.fill(input);
      const cards = (await shown(page)).length;
      const empty = await page.getByRole('button', { name: 'Clear search' }).count();
      assert.equal(cards > 0 ? 0 : 1, empty, `either cards or the empty state for ${JSON.stringify(input)}`);
      outcomes[cards > 0 ? 'cards' : 'empty'] += 1;
    }
    assert.ok(outcomes.cards > 0 && outcomes.empty > 0, `some inputs find effects and some find none: ${JSON.stringify(outcomes)}`);
    assert.deepEqual(problems.errors, []);
  });
});
