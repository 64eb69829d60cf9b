import { hydrated, launchBrowser, openPage } from '../test/support/browser.ts';
import { serveDist } from '../test/support/server.ts';
const served = await serveDist();
const browser = await launchBrowser();
for (const useWorker of [true, false, true, false]) {
  const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${served.origin}/`);
  await hydrated(page);
  const r = await page.evaluate(async (useWorker) => {
    const t: [string, number][] = [];
    const s = performance.now();
    const mark = (n: string) => t.push([n, Math.round(performance.now() - s)]);
    const pf: any = await import('/pagefind/pagefind.js'); mark('import');
    await pf.options({ baseUrl: '/', excerptLength: 24, useWorker }); mark('options');
    await pf.init(); mark('init');
    const found = await pf.search('velocity'); mark('search');
    await Promise.all(found.results.slice(0, 8).map((r: any) => r.data())); mark('data');
    const found2 = await pf.search('capcut'); mark('search2');
    return t;
  }, useWorker);
  console.log(useWorker, JSON.stringify(r));
  await context.close();
}
await browser.close(); await served.close();
