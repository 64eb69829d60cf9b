import { hydrated, launchBrowser, openPage } from '../test/support/browser.ts';
import { serveDist } from '../test/support/server.ts';
const served = await serveDist();
const browser = await launchBrowser();
for (let i = 0; i < 4; i++) {
  const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${served.origin}/`);
  await hydrated(page);
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press('/');
  await page.getByRole('combobox').fill('velocity');
  await page.getByRole('option').first().waitFor();
  const t1 = await page.evaluate(() => performance.now());
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /pagefind|search-/.test(e.name)).map((e) => [e.name.split('/').pop(), Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd)]));
  console.log(Math.round(t1 - t0), JSON.stringify(entries.map(([n, s, e]) => [n, (s as number) - Math.round(t0), (e as number) - Math.round(t0)])));
  await context.close();
}
await browser.close(); await served.close();
