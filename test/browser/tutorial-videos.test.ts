/**
 * Tutorial videos in Chromium. On the built site no tutorial has a checked video, so every card
 * offers its written guide and a labelled YouTube search, and nothing loads from a third party.
 * The player dialog, kept for checked videos, is driven on a fixture page: the real TutorialCard
 * with a fixture entry, bundled here with esbuild and served from memory.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { tutorials, type Tutorial } from '../../src/content/learning/tutorials.ts';
import { videoHost } from '../../src/content/video-host.ts';
import { hydrated, launchBrowser, openPage } from '../support/browser.ts';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { serveFixturePage } from '../support/fixture-page.ts';
import { serveDist, type Served } from '../support/server.ts';

/** A made-up entry: the id is no real video, and the page that shows it is no page of the site. */
const checkedEntry: Tutorial = {
  id: 'fixture',
  title: 'Fixture tutorial',
  description: 'An entry that exists only in this test.',
  difficulty: 'Beginner',
  category: 'basics',
  thumbnail: 'sparkles',
  topics: ['One', 'Two'],
  guide: { href: '/beginner-guide/', label: 'Beginner guide' },
  search: 'fixture',
  video: { id: 'fixture-video-id', source: 'a fixture channel', checked: '2026-11-23' },
};

let browser: Browser;
let served: Served;
let fixture: Served;
let fixtureOrigin: string;

before(async () => {
  fixture = await serveFixturePage([
    "import { createElement } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { TutorialCard } from './src/components/learning/TutorialCard.tsx';",
    "import { SiteContext } from './src/site-context.tsx';",
    "import { browserSite } from './src/browser/settings.ts';",
    "import { IslandLanguageContext } from './src/i18n/island-language.ts';",
    // The language an island on an English page carries (src/hydration/Island.tsx).
    `const language = ${JSON.stringify({ intl: english.intl, words: english.messages.components })};`,
    `createRoot(document.getElementById('root')).render(createElement(IslandLanguageContext.Provider, { value: language }, createElement(SiteContext.Provider, { value: browserSite }, createElement(TutorialCard, { tutorial: ${JSON.stringify(checkedEntry)} }))));`,
    "document.documentElement.setAttribute('data-hydrated', '');",
  ]);
  fixtureOrigin = fixture.origin;
  served = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await served?.close();
  await fixture?.close();
});

/** Requests to any host but this machine's, and fetch calls (one that fails at DNS never reaches Playwright's request event). */
async function watchThirdParties(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!/^(http:\/\/127\.0\.0\.1|data:|blob:)/.test(request.url())) requests.push(request.url());
  });
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { fetchCalls: string[] }).fetchCalls = calls;
    const original = window.fetch;
    window.fetch = (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    };
  });
  const fetches = () => page.evaluate(() => (window as unknown as { fetchCalls: string[] }).fetchCalls.filter((url) => !url.startsWith(location.origin)));
  return { requests, fetches };
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('the video tutorials page of the built site', () => {
  it('offers every tutorial without a checked video its written guide and a labelled YouTube search, and no Watch button', async () => {
    const { context, page, problems } = await openPage(browser);
    const { requests, fetches } = await watchThirdParties(page);
    await page.goto(`${served.origin}/video-tutorials/`);
    await hydrated(page);
    const cards = page.locator('[role=tabpanel] article.card');
    assert.equal(await cards.count(), tutorials.length);
    assert.equal(await page.getByRole('button', { name: /^Watch Tutorial/ }).count(), tutorials.filter((tutorial) => tutorial.video).length);
    for (const [index, tutorial] of tutorials.entries()) {
      const card = cards.nth(index);
      assert.equal(await card.getByRole('link', { name: `Read the guide: ${tutorial.guide.label}` }).getAttribute('href'), tutorial.guide.href);
      const search = card.getByRole('link', { name: new RegExp(`^Search YouTube for “${tutorial.search}”`) });
      assert.equal(await search.getAttribute('href'), videoHost.searchUrl(tutorial.search));
      assert.equal(await search.getAttribute('target'), '_blank');
      assert.match(await card.innerText(), /YouTube search results, not checked by us/);
      assert.doesNotMatch(await card.innerText(), /views|Rated|\d+:\d\d/);
    }
    await page.getByRole('tab', { name: /^Effects \(/ }).click();
    await page.waitForTimeout(200);
    assert.deepEqual(requests, [], 'nothing from another host loads');
    assert.deepEqual(await fetches(), []);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it("has a Content-Security-Policy that allows frames and connections from this site only, while no video is checked", async () => {
    const html = await (await fetch(`${served.origin}/video-tutorials/`)).text();
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /youtube|frame-src|connect-src/);
  });
});

describe('the player of a checked video (fixture page)', () => {
  it('loads nothing from the video host before Watch, keeps focus in the dialog, falls back with a link, and returns focus on Escape', async () => {
    const { context, page, problems } = await openPage(browser);
    const { requests, fetches } = await watchThirdParties(page);
    await page.goto(fixtureOrigin);
    await hydrated(page);
    const watch = page.getByRole('button', { name: 'Watch Tutorial: Fixture tutorial' });
    await watch.waitFor();
    assert.match(await page.locator('article').innerText(), /Video from a fixture channel, checked November 23, 2026/);
    assert.deepEqual(requests, [], 'no request to the video host before the click');
    assert.deepEqual(await fetches(), []);

    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'Fixture tutorial' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal')), true);
    const fallback = dialog.getByRole('link', { name: /Watch “Fixture tutorial” on YouTube/ });
    await fallback.waitFor();
    assert.equal(await fallback.getAttribute('href'), videoHost.watchUrl(checkedEntry.video!.id));
    assert.match(await dialog.innerText(), /could not load/);
    assert.equal(await dialog.locator('iframe').count(), 0);
    const calls = await fetches();
    assert.ok(calls.length > 0 && calls.every((url) => url.startsWith(videoHost.origin)), 'the probe went to the video host after the click');

    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))), true, `focus stays in the dialog after Tab ${step + 1}`);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog'));
    assert.equal(await focusedName(page), 'Watch Tutorial: Fixture tutorial');
    // The probe's own failure is the one error expected: the host cannot be reached from here.
    assert.deepEqual(problems.errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED')), []);
    await context.close();
  });

  it('plays the checked id from the host once it answers, and closes with its close button', async () => {
    const { context, page } = await openPage(browser);
    // This Chromium fails a fetch of the host's favicon before any route sees it, so the probe's
    // answer is given in the page; the player's frame is then served by a route.
    await page.addInitScript((host) => {
      const original = window.fetch;
      window.fetch = (input, init) => (String(input).startsWith(host) ? Promise.resolve(new Response(null, { status: 200 })) : original(input, init));
    }, videoHost.origin);
    await page.route(`${videoHost.origin}/embed/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>player</title>' }));
    await page.goto(fixtureOrigin);
    await hydrated(page);
    await page.getByRole('button', { name: 'Watch Tutorial: Fixture tutorial' }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('src'), videoHost.embedUrl(checkedEntry.video!.id));
    assert.equal(await frame.getAttribute('title'), 'Fixture tutorial (YouTube player)');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('dialog').count(), 0);
    assert.equal(await focusedName(page), 'Watch Tutorial: Fixture tutorial');
    await context.close();
  });
});
