/**
 * dist/ on Cloudflare's own engine: `wrangler pages dev` runs workerd, what Cloudflare Pages runs,
 * locally and offline. For every path of the manifest, at the root and under a base path: each
 * canonical path 200, each alias 301 to its canonical path, an unknown path 404 with the not-found
 * page (under /es/ the Spanish one, and so for each language), the security headers and the cache rules of _headers, and no rule of _redirects refused.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { immutableAsset, revalidatedPage } from '../../tools/site-files/host-files.ts';
import { securityHeaders } from '../../tools/render/csp.ts';
import { siteUrls } from '../../src/site-address.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { routes, site } from '../support/site.ts';
import { buildOrThrow } from '../support/run-build.ts';
import { projectRoot } from '../support/server.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-cloudflare-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Wrangler {
  readonly origin: string;
  readonly output: () => string;
  readonly stop: () => void;
}

/** Serves `dir` with `wrangler pages dev`, offline: no metrics, no update check, no fetch of the request.cf data from Cloudflare. */
async function pagesDev(dir: string): Promise<Wrangler> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(projectRoot, 'test/hosts/node_modules/.bin/wrangler'),
    ['pages', 'dev', dir, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', '2025-01-01'],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true', NO_UPDATE_NOTIFIER: '1', WRANGLER_LOG_PATH: path.join(scratch, 'logs'), HOME: scratch }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!/Ready on/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`wrangler pages dev did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin: `http://127.0.0.1:${port}`, output: () => output, stop: () => void child.kill() };
}

/** Checks a site served by wrangler whose paths start with `base`; returns every problem. */
async function problemsOf(server: Wrangler, base: string, headers: Readonly<Record<string, string>>): Promise<string[]> {
  const problems: string[] = [];
  const get = (urlPath: string) => fetch(server.origin + urlPath, { redirect: 'manual' });
  for (const route of routes) {
    const page = await get(base + route.path);
    if (page.status !== 200) problems.push(`${base}${route.path}: ${page.status}, expected 200`);
    if (page.headers.get('cache-control') !== revalidatedPage) problems.push(`${base}${route.path}: Cache-Control ${page.headers.get('cache-control')}`);
    for (const [name, value] of Object.entries(headers)) {
      if (page.headers.get(name) !== value) problems.push(`${base}${route.path}: ${name} is ${page.headers.get(name)}`);
    }
    for (const alias of route.aliases) {
      const answer = await get(base + alias);
      const location = new URL(answer.headers.get('location') ?? '', server.origin).pathname;
      if (answer.status !== 301 || location !== base + route.path) problems.push(`${base}${alias}: ${answer.status} to ${location}, expected 301 to ${base}${route.path}`);
    }
  }
  const unknown = await get(`${base}/no-such-page/`);
  if (unknown.status !== 404 || !(await unknown.text()).includes('Page Not Found')) problems.push(`${base}/no-such-page/: ${unknown.status}, expected 404 with the not-found page`);
  // Cloudflare serves the nearest 404.html up the path's folders: each language's under its folder.
  for (const { id, lang } of site.locales.filter(({ id }) => id !== site.defaultLocale)) {
    for (const unknownPath of [`${base}/${id}/nope/`, `${base}/${id}/blog/no/such/page/`]) {
      const answer = await get(unknownPath);
      const html = await answer.text();
      const title = siteLocales.find((locale) => locale.id === id)!.messages.notFound.title;
      if (answer.status !== 404 || !html.includes(`<html lang="${lang}">`) || !html.includes(`<title>${title} |`)) problems.push(`${unknownPath}: ${answer.status}, expected 404 with the ${lang} not-found page`);
    }
  }
  const html = await (await get(`${base}/`)).text();
  const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
  const asset = await get(script);
  if (asset.status !== 200 || asset.headers.get('cache-control') !== immutableAsset) problems.push(`${script}: ${asset.status}, Cache-Control ${asset.headers.get('cache-control')}`);
  if (/invalid (redirect|header)/i.test(server.output())) problems.push(`wrangler refused rules:\n${server.output()}`);
  return problems;
}

/** The stylesheet a built site's pages carry inline, whose hash its CSP names (tools/render/csp.ts). */
const inlineStyleOf = (dir: string): string | undefined => /<style>([^]*?)<\/style>/.exec(readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1];

const aliasCount = routes.reduce((sum, route) => sum + route.aliases.length, 0);

describe("dist/ on Cloudflare's engine (wrangler pages dev)", { timeout: 300_000 }, () => {
  let server: Wrangler | undefined;
  after(() => server?.stop());

  it('serves every page, redirects every alias, 404s the rest, with the headers of _headers', async () => {
    const dir = path.join(scratch, 'root');
    await buildOrThrow(dir);
    server = await pagesDev(dir);
    assert.deepEqual(await problemsOf(server, '', securityHeaders(siteUrls({ origin: 'https://example.org', base: '' }), inlineStyleOf(dir))), []);
    assert.match(server.output(), new RegExp(`Parsed ${aliasCount} valid redirect rules`));
    server.stop();
  });

  it('does the same for a site built under a base path and served there', async () => {
    const built = path.join(scratch, 'base-build');
    await buildOrThrow(built, { SITE_URL: 'https://example.org/guide' });
    // The host serves the folder at /guide/; its rule files sit at the root of what it serves.
    const served = path.join(scratch, 'base');
    mkdirSync(served);
    cpSync(built, path.join(served, 'guide'), { recursive: true });
    for (const file of ['_redirects', '_headers']) renameSync(path.join(served, 'guide', file), path.join(served, file));
    server = await pagesDev(served);
    // The speculation rules, whose hash the CSP names, match only pages under the base path.
    const headers = securityHeaders(siteUrls({ origin: 'https://example.org', base: '/guide' }), inlineStyleOf(built));
    assert.deepEqual(await problemsOf(server, '/guide', headers), []);
    assert.match(server.output(), new RegExp(`Parsed ${aliasCount} valid redirect rules`));
    server.stop();
  });
});
