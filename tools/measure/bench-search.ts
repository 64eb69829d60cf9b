/**
 * `npm run bench:search [-- --runs 9 --query velocity]`: site search as a visitor meets it, in
 * Chromium on the built dist/. Each run is a fresh browser context (nothing cached): load the home
 * page, press "/", type the query at once, and time from the key press to the first result in the
 * page, both read by the page's own clock (Playwright's waiting polls at up to 1 s intervals).
 * Prints the median and range of that time, and the files and bytes the first search fetched.
 */
import { existsSync } from 'node:fs';
import { optionsOrExit } from '../pipeline/script-options.ts';
import { gzipSync } from 'node:zlib';
import { hydrated, launchBrowser, openPage } from '../../test/support/browser.ts';
import { serveDist } from '../../test/support/server.ts';

const { values: given } = optionsOrExit(
  'npm run bench:search',
  { runs: { type: 'string', value: '9', help: 'how many cold runs to time' }, query: { type: 'string', value: 'velocity', help: 'the words typed into the search box' } },
  process.argv.slice(2),
);
const values = { runs: given.runs ?? '9', query: given.query ?? 'velocity' };
const runs = Number(values.runs);

if (!existsSync('dist/pagefind/pagefind.js')) {
  console.error('dist/ is not built with its search index: run `npm run build` first.');
  process.exit(1);
}

const served = await serveDist();
const browser = await launchBrowser();
const times: number[] = [];
let fetched: { url: string; bytes: number; gzip: number }[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${served.origin}/`);
    await hydrated(page);
    const files: Promise<{ url: string; bytes: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (!/\/pagefind\/|\/assets\/search-/.test(response.url())) return;
      files.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body).length })));
    });
    const firstResult = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let pressed = 0;
          addEventListener('keydown', () => (pressed ||= performance.now()), { capture: true });
          new MutationObserver((_, observer) => {
            if (!pressed || !document.querySelector('[role=option]')) return;
            observer.disconnect();
            resolve(performance.now() - pressed);
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.evaluate(() => new Promise(requestAnimationFrame)); // the listeners are in place
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill(values.query);
    times.push(Math.round(await firstResult));
    fetched = await Promise.all(files);
    await context.close();
    console.error(`run ${run}/${runs}: ${times.at(-1)} ms`);
  }
} finally {
  await browser.close();
  await served.close();
}

const sorted = [...times].sort((a, b) => a - b);
const sum = (key: 'bytes' | 'gzip') => fetched.reduce((total, file) => total + file[key], 0);
console.log(`Time from "/" to the first result for "${values.query}", ${runs} cold runs: median ${sorted[Math.floor(runs / 2)]} ms (${sorted[0]}-${sorted.at(-1)} ms)`);
console.log(`The first search fetched ${fetched.length} files: ${sum('bytes')} bytes, ${sum('gzip')} bytes gzipped`);
for (const file of fetched) console.log(`  ${file.url.padEnd(48)} ${String(file.bytes).padStart(8)} ${String(file.gzip).padStart(8)}`);
