/**
 * dist/'s _redirects and _headers read by Netlify's own parsers (the packages its CLI and build
 * use; Netlify's local server does not run offline, so what it then serves is not checked here:
 * that /es/nope/ gets es/404.html with a 404 rests on the rule read here and Netlify's documented
 * first-match, files-first order).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { securityHeaders } from '../../tools/render/csp.ts';
import { immutableAsset, revalidatedPage } from '../../tools/site-files/host-files.ts';
import { siteUrls } from '../../src/site-address.ts';
import { routes, site } from '../support/site.ts';
import { buildOrThrow } from '../support/run-build.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-netlify-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const aliases = routes.flatMap((route) => route.aliases.map((alias) => ({ from: alias, to: route.path }))).sort((a, b) => (a.from < b.from ? -1 : 1));

interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
}

const redirectsOf = async (dir: string) => {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [path.join(dir, '_redirects')], configRedirects: [], minimal: false });
  return { errors, redirects: (redirects as Redirect[]).map(({ from, to, status, force }) => ({ from, to, status, force })) };
};

describe("dist/ read by Netlify's parsers", { timeout: 300_000 }, () => {
  it('forces a 301 for every alias when built with DEPLOY_HOST=netlify, so the alias files do not shadow it, then sends each language its not-found page', async () => {
    const dir = path.join(scratch, 'netlify');
    await buildOrThrow(dir, { DEPLOY_HOST: 'netlify' });
    const { errors, redirects } = await redirectsOf(dir);
    assert.deepEqual(errors, []);
    // Each other language's unknown paths go to its not-found page with a 404, unforced (files
    // first) and after every alias, since Netlify applies the first rule that matches.
    const notFound = site.locales.filter(({ id }) => id !== site.defaultLocale).map(({ id }) => ({ from: `/${id}/*`, to: `/${id}/404.html`, status: 404, force: false }));
    assert.ok(notFound.length >= 2);
    assert.deepEqual(redirects, [...aliases.map(({ from, to }) => ({ from, to, status: 301, force: true })), ...notFound]);
    for (const { to } of notFound) assert.ok(existsSync(path.join(dir, to)), to);
    assert.match(readFileSync(path.join(dir, 'es/404.html'), 'utf8'), /<html lang="es">[^]*<title>Página no encontrada \|/);
    // Netlify serves the most specific rule's value: its hashed assets get the year's cache alone.
    const headers = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false });
    assert.deepEqual(headers.errors, []);
    const assets = headers.headers.find((rule) => String((rule as { for: string }).for) === '/assets/*') as { values: Record<string, string> } | undefined;
    assert.deepEqual(assets?.values, { 'Cache-Control': immutableAsset });
  });

  it('reads the default build too: every alias a 301, unforced, and no 404 rule (Cloudflare refuses one)', async () => {
    const dir = path.join(scratch, 'default');
    await buildOrThrow(dir);
    const { errors, redirects } = await redirectsOf(dir);
    assert.deepEqual(errors, []);
    assert.deepEqual(redirects, aliases.map(({ from, to }) => ({ from, to, status: 301, force: false })));

    const headers = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false });
    assert.deepEqual(headers.errors, []);
    const all = headers.headers.find((rule) => String((rule as { for: string }).for) === '/*') as { values: Record<string, string> } | undefined;
    assert.deepEqual(all?.values, { ...securityHeaders(siteUrls({ origin: 'https://example.org', base: '' }), /<style>([^]*?)<\/style>/.exec(readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1]), 'Cache-Control': revalidatedPage });
  });
});
