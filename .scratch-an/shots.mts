import { chromium } from 'playwright-core';
import { serveDist } from '../test/support/server.ts';
const served = await serveDist();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 375, 768, 1024, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 700 ? 740 : 900 } });
  await page.goto(served.origin + '/download/');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.screenshot({ path: `/tmp/shot-header-${width}.png` });
  await page.keyboard.press('/');
  await page.getByRole('combobox').fill('install windows');
  await page.waitForSelector('[role=option]');
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/shot-search-${width}.png` });
  await page.getByRole('combobox').fill('zzqxjv');
  await page.waitForTimeout(400);
  if (width === 375) await page.screenshot({ path: `/tmp/shot-empty-${width}.png` });
  await page.close();
}
await browser.close(); await served.close();
