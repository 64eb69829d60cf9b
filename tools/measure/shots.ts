/**
 * `npm run shots [-- --widths 375,768,1440] [--out shots] [/path/ ...]`: a full-page screenshot of
 * every canonical page (or the given paths) of the built dist/ (or DIST_DIR) at each width, in Chromium, for a
 * person to look through. Files are named <width>/<path>.png under the output folder (gitignored).
 * `--cards` writes each page's social card instead: cards/<path>.png at full size (1200x630) and
 * cards/phone/<path>.png as a chat app shows it on a phone (400 px wide).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { hydrated, launchBrowser, openPage } from '../../test/support/browser.ts';
import { distDir, serveDist } from '../../test/support/server.ts';
import { loadProjectSite } from '../pipeline/project-site.ts';
import { optionsOrExit } from '../pipeline/script-options.ts';
import { siteEnvFrom, siteSettingsOf } from '../pipeline/settings.ts';

const { values, positionals } = optionsOrExit(
  'npm run shots',
  {
    widths: { type: 'string', value: '375,768,1440', help: 'the widths to take each page at, in CSS pixels' },
    out: { type: 'string', value: 'folder', help: 'where to write the screenshots (shots/)' },
    cards: { type: 'boolean', help: "each page's social card instead, full size and as a phone shows it" },
  },
  process.argv.slice(2),
  { positionals: Infinity },
);
const widths = (values.widths ?? '375,768,1440').split(',').map(Number);
const out = values.out ?? 'shots';
const site = await loadProjectSite(path.resolve(import.meta.dirname, '../..'), siteSettingsOf(siteEnvFrom(process.env)), siteEnvFrom(process.env).buildTime);
const paths = positionals.length > 0 ? positionals : site.routes.filter((route) => route.sitemap).map((route) => route.path);

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`${distDir} is not built: run npm run build first.`);
  process.exit(1);
}

/** "/" is home.png, "/blog/velocity-edit/" is blog--velocity-edit.png. */
const fileName = (urlPath: string): string => `${urlPath.replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'home'}.png`;

const served = await serveDist();
const browser = await launchBrowser();
try {
  const { page } = await openPage(browser, { viewport: { width: widths[0]!, height: 800 }, reducedMotion: 'reduce' });
  if (values.cards) {
    await mkdir(path.join(out, 'cards', 'phone'), { recursive: true });
    for (const urlPath of paths) {
      await page.goto(served.origin + urlPath);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const card = served.origin + new URL(image!).pathname;
      await page.setContent(`<body style="margin:0"><img id="full" src="${card}"><br><img id="phone" src="${card}" style="width:400px"></body>`);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
      await page.locator('#full').screenshot({ path: path.join(out, 'cards', fileName(urlPath)) });
      await page.locator('#phone').screenshot({ path: path.join(out, 'cards', 'phone', fileName(urlPath)) });
    }
    console.log(`${paths.length} cards in ${path.join(out, 'cards')}/`);
  }
  for (const width of values.cards ? [] : widths) {
    await page.setViewportSize({ width, height: 800 });
    await mkdir(path.join(out, String(width)), { recursive: true });
    for (const urlPath of paths) {
      await page.goto(served.origin + urlPath);
      await hydrated(page);
      await page.screenshot({ path: path.join(out, String(width), fileName(urlPath)), fullPage: true });
    }
    console.log(`${paths.length} pages at ${width}px in ${path.join(out, String(width))}/`);
  }
} finally {
  await browser.close();
  await served.close();
}
