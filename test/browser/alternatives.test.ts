/** /alternatives/ in Chromium: search and type filters, the count, the URL query, Back, direct loads, the empty state, random input. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserHarness } from '../support/browser-harness.ts';
import { cardTitles, searchParams as query } from '../support/page-state.ts';
import { randomInputs } from '../support/random-input.ts';

const { open, url } = browserHarness();
const listed = (page: Page) => cardTitles(page, '.alt-list');
const count = (page: Page) => page.locator('[data-count]').innerText();
const search = (page: Page) => page.getByLabel('Search by name or use');
const chip = (page: Page, name: string) => page.locator('.chips button', { hasText: name });

describe('the alternatives page', () => {
  it('prerenders all five editors in its HTML', async () => {
    const html = await (await fetch(url('/alternatives/?q=zzz&type=animation-editor'))).text();
    for (const name of ['InShot', 'VN Editor', 'Premiere Rush', 'Alight Motion', 'KineMaster']) assert.ok(html.includes(`>${name}</h3>`), name);
  });

  it('filters by typing and by clicking a type, and updates the count', async () => {
    const { page, problems } = await open('/alternatives/');
    assert.equal(await count(page), '5');
    await search(page).fill('rush');
    assert.deepEqual(await listed(page), ['Premiere Rush']);
    assert.equal(await count(page), '1');
    await search(page).fill('');
    await chip(page, 'Professional Mobile').click();
    assert.deepEqual(await listed(page), ['VN Editor', 'KineMaster']);
    assert.equal(await count(page), '2');
    assert.equal(await chip(page, 'Professional Mobile').getAttribute('aria-pressed'), 'true');
    assert.equal(await chip(page, 'All').getAttribute('aria-pressed'), 'false');
    await search(page).fill('YOUTUBE');
    assert.deepEqual(await listed(page), ['KineMaster']);
    assert.equal(await page.locator('.alt-count').getAttribute('aria-live'), 'polite');
    assert.deepEqual(problems.errors, []);
  });

  it('keeps the filters in the URL, and Back restores the previous state', async () => {
    const { page } = await open('/alternatives/');
    await chip(page, 'Animation Editor').click();
    assert.equal((await query(page)).get('type'), 'animation-editor');
    await search(page).fill('mot');
    assert.equal((await query(page)).get('q'), 'mot');
    await chip(page, 'Cross-platform').click();
    assert.equal((await query(page)).get('type'), 'cross-platform');
    assert.equal(await count(page), '0');
    await page.goBack();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('type') === 'animation-editor');
    assert.equal((await query(page)).get('q'), 'mot', 'typing replaced the entry, so Back keeps the text');
    assert.deepEqual(await listed(page), ['Alight Motion']);
    assert.equal(await chip(page, 'Animation Editor').getAttribute('aria-pressed'), 'true');
    assert.equal(await search(page).inputValue(), 'mot');
    await page.goBack();
    await page.waitForFunction(() => location.search === '');
    assert.equal(await count(page), '5');
    assert.equal(await search(page).inputValue(), '');
  });

  it('shows the filter of a directly loaded query after hydration', async () => {
    const { page, problems } = await open('/alternatives/?q=%20EDITOR%20&type=professional-mobile');
    await page.waitForFunction(() => document.querySelector('[data-count]')?.textContent === '1');
    assert.deepEqual(await listed(page), ['VN Editor']);
    assert.equal(await search(page).inputValue(), ' EDITOR ');
    assert.equal(await chip(page, 'Professional Mobile').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(problems.errors, [], 'no hydration warning or other error');
  });

  it('shows an empty state whose button clears both filters', async () => {
    const { page } = await open('/alternatives/?q=nothing-matches&type=cross-platform');
    const clear = page.getByRole('button', { name: 'Clear search and type' });
    await clear.waitFor();
    assert.equal(await count(page), '0');
    assert.equal(await page.locator('.alt-list').count(), 0);
    await clear.click();
    await page.waitForFunction(() => location.search === '');
    assert.equal(await count(page), '5');
    assert.equal(await search(page).inputValue(), '');
    assert.equal(await chip(page, 'All').getAttribute('aria-pressed'), 'true');
  });

  it('takes 200 random inputs without a console error, always agreeing with the count', async () => {
    const { page, problems } = await open('/alternatives/');
    const shownCounts = new Set<number>();
    for (const input of randomInputs(20250808, 200, ['motion', 'in', 'editor', 'e', 'youtube'])) {
      await search(page).fill(input);
      const shown = (await listed(page)).length;
      assert.equal(await count(page), String(shown), `count agrees with the list for ${JSON.stringify(input)}`);
      assert.equal((await query(page)).get('q') ?? '', input, `the URL keeps ${JSON.stringify(input)}`);
      shownCounts.add(shown);
    }
    assert.ok(shownCounts.size > 2, `the inputs list different numbers of editors: ${[...shownCounts].join(', ')}`);
    assert.deepEqual(problems.errors, []);
  });
});

describe('the alternatives page in Spanish and Portuguese', () => {
  const languages = [
    { path: '/es/alternativas/', search: 'Busca por nombre o uso', word: 'animados', type: 'Profesional para celular', one: 'editor en la lista', other: 'editores en la lista', clear: 'Borrar la búsqueda y el tipo', rating: '4.6' },
    { path: '/pt-br/alternativas/', search: 'Pesquise por nome ou uso', word: 'animados', type: 'Profissional para celular', one: 'editor na lista', other: 'editores na lista', clear: 'Limpar a pesquisa e o tipo', rating: '4,6' },
  ];
  for (const language of languages) {
    it(`${language.path}: filters in its words, counts in its plural, writes the ratings its way and links its own comparisons`, async () => {
      const { page, problems } = await open(language.path);
      const countLine = () => page.locator('.alt-count').innerText();
      assert.match(await countLine(), new RegExp(`^5\\s+${language.other}$`));
      assert.ok((await page.locator('.alt-card .badge--yellow').first().innerText()).includes(language.rating));
      await page.getByLabel(language.search).fill(language.word);
      assert.deepEqual(await listed(page), ['Alight Motion']);
      assert.match(await countLine(), new RegExp(`^1\\s+${language.one}$`));
      await page.getByLabel(language.search).fill('');
      await chip(page, language.type).click();
      assert.deepEqual(await listed(page), ['VN Editor', 'KineMaster']);
      const links = await page.locator('.alt-card a.button').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      assert.deepEqual(links, [`${language.path}vn-editor/`, `${language.path}kinemaster/`]);
      await page.getByLabel(language.search).fill('zzz');
      await page.getByRole('button', { name: language.clear }).click();
      await page.waitForFunction(() => location.search === '');
      assert.equal(await count(page), '5');
      assert.deepEqual(problems.errors, [], 'no hydration warning or other error');
    });
  }
});
