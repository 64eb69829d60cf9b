/** /effects-library/ in Chromium: search and tab together with the URL and Back, a direct load, seeded random searches, and the Spanish page's finder in its words. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles, countedTab as tab, searchParams } from '../support/page-state.ts';
import { randomInputs } from '../support/random-input.ts';
import { effectsLibraryCopyEs } from '../../src/content/learning/effects.es.ts';
import { spanishMessages } from '../../src/i18n/catalogue/es.ts';
import { fill } from '../../src/i18n/island-words.ts';

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

describe('effects library in Spanish', () => {
  const copy = effectsLibraryCopyEs;
  const words = spanishMessages.effectsFinder;
  const path = `/es/${copy.meta.slug}`;

  it("searches, filters and clears in the page's words, finds a word typed without its accent, and links each guide in the page's language where it has one", async () => {
    const { page, problems } = await open(path);
    assert.equal(await page.locator('html').getAttribute('lang'), 'es');
    const search = page.getByLabel(words.search);
    assert.equal(await search.getAttribute('placeholder'), words.placeholder);
    assert.equal((await shown(page)).length, Object.keys(copy.effects).length);
    await search.fill('neon');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'neon');
    assert.deepEqual(await shown(page), [copy.effects['neon-title'].name]);
    assert.equal(await page.getByRole('status').first().innerText(), fill(words.shown.one, { count: '1' }));
    await tab(page, copy.categories.audio).click();
    assert.equal((await searchParams(page)).get('category'), 'audio');
    assert.match(await page.locator('.empty-state').innerText(), new RegExp(words.empty));
    await page.getByRole('button', { name: words.clearSearch }).click();
    assert.equal((await searchParams(page)).toString(), '');
    const guides = page.locator('[role=tabpanel] .card .button--secondary');
    const links = await guides.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, lang: a.getAttribute('hreflang') })));
    assert.ok(links.some((link) => link.href.startsWith('/es/')), 'some guides are in Spanish');
    for (const link of links) assert.ok(link.href.startsWith('/es/') || link.lang === 'en', `${link.href} is a Spanish page, or says it is in English`);
    assert.equal(await page.getByRole('link', { name: fill(words.getLabel, { name: copy.effects.glitch.name }) }).count(), 1);
    assert.deepEqual(problems.errors, []);
  });
});
