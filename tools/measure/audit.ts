/**
 * `npm run audit [-- /path/ ...]`: Lighthouse with mobile settings on every canonical route (or
 * the given paths) of the built dist/, served as `npm start` serves it but compressed, as every
 * host the site deploys to sends its HTML, CSS and JavaScript (gzip, by the `compression`
 * middleware): a page's inline stylesheet is weighed as a visitor receives it. In Debian's Chromium.
 * Prints the four category scores with LCP, TBT and CLS per route, and the bytes of the page's own
 * response as sent (what the first paint can have within the first round trips), names the failing audits,
 * and exits non-zero below 100 in accessibility, best practices and SEO, or 95 in performance.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import compression from 'compression';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteHandler } from '../serve/site-server.ts';
import { chromiumFlags, chromiumPath } from '../../test/support/browser.ts';
import { loadProjectSite } from '../pipeline/project-site.ts';
import { optionsOrExit } from '../pipeline/script-options.ts';
import { siteEnvFrom, siteSettingsOf } from '../pipeline/settings.ts';

const { positionals } = optionsOrExit('npm run audit', {}, process.argv.slice(2), { positionals: Infinity });
const site = await loadProjectSite(path.resolve(import.meta.dirname, '../..'), siteSettingsOf(siteEnvFrom(process.env)), siteEnvFrom(process.env).buildTime);

const thresholds = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 } as const;
type Category = keyof typeof thresholds;
const categories = Object.keys(thresholds) as Category[];

if (!existsSync('dist/index.html')) {
  console.error('dist/ is not built: run `npm run build` first.');
  process.exit(1);
}
const paths = positionals.length > 0 ? positionals : site.routes.filter((route) => route.sitemap).map((route) => route.path);

const handle = siteHandler(path.resolve('dist'), site.settings.base);
const compress = compression();
const server = createServer((request, response) => compress(request as never, response as never, () => void handle(request, response)));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const served = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
const chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: ['--headless=new', ...chromiumFlags] });
const failures: string[] = [];
const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(`${'route'.padEnd(44)} perf  a11y    bp   seo     LCP ms   TBT ms    CLS  HTML B`);
const lcps: number[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(served.origin + site.sitePath(path), { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      failures.push(`${path}: Lighthouse could not run (${lhr?.runtimeError?.message ?? 'no result'})`);
      continue;
    }
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const page = requests.find((request) => request.resourceType === 'Document')?.transferSize ?? NaN;
    lcps.push(metric('largest-contentful-paint'));
    console.log(
      `${path.padEnd(44)} ${categories.map((category) => pad(score(category), 4)).join('  ')} ${pad(metric('largest-contentful-paint').toFixed(0), 10)} ${pad(metric('total-blocking-time').toFixed(0), 8)} ${pad(metric('cumulative-layout-shift').toFixed(3), 6)} ${pad(page, 7)}`,
    );
    for (const category of categories) {
      if ((lhr.categories[category]?.score ?? 0) >= thresholds[category]) continue;
      const failed = (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      failures.push(`${path}: ${category} ${score(category)} (failed: ${failed.join(', ') || 'metrics only'})`);
    }
  }
} finally {
  chrome.kill();
  await served.close();
}

const sorted = lcps.filter(Number.isFinite).sort((a, b) => a - b);
if (sorted.length > 0) console.log(`\nLCP: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, most ${sorted.at(-1)!.toFixed(0)} ms; ${sorted.filter((lcp) => lcp > 900).length} of ${sorted.length} routes over 900 ms.`);

if (failures.length > 0) {
  console.error(`\n${failures.length} route(s) below the thresholds:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll ${paths.length} routes meet the thresholds.`);
}
