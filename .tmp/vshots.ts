import { launchBrowser, openPage } from '../test/support/browser.ts';
import { serveDist } from '../test/support/server.ts';
const served = await serveDist(process.env.DIST_DIR);
const browser = await launchBrowser();
const jobs: [string, number, string | null][] = JSON.parse(process.argv[2]!);
for (const [p, w, sel] of jobs) {
  const { page, context } = await openPage(browser, { viewport: { width: w, height: 800 } });
  await page.goto(served.origin + p);
  if (sel) await page.locator(sel).first().scrollIntoViewIfNeeded();
  if (sel) await page.evaluate((s) => document.querySelector(s)!.scrollIntoView({ block: 'center' }), sel);
  const name = `/tmp/vs-${w}-${p.replaceAll('/', '_')}${sel ? '-' + sel.replace(/\W/g, '') : ''}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await context.close();
}
await browser.close();
await served.close();
