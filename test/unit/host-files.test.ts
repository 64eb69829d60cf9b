import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, securityHeaders, speculationRules } from '../../tools/pipeline/csp.ts';
import { headersFile, immutableAsset, redirectsFile, revalidatedPage, serveConfig } from '../../tools/pipeline/host-files.ts';
import { parseSiteUrl } from '../../tools/pipeline/settings.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { siteUrls } from '../../src/site-address.ts';

const meta = { title: 'T', description: 'D', keywords: [], ogType: 'website' } as const;
const routes = [
  defineRoute({ path: '/a/', label: 'A', page: 'A', aliases: ['/blog/a/', '/a-old/'], meta, sitemap: null }),
  defineRoute({ path: '/', label: 'Home', page: 'H', meta, sitemap: null }),
];

const atRoot = siteUrls(parseSiteUrl('https://example.org'));
const underBase = siteUrls(parseSiteUrl('https://user.github.io/repo'));

/** _headers as a map from path pattern to its header lines. */
const parseHeaders = (text: string) => {
  const rules = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    if (line.startsWith('  ')) current.push(line.trim());
    else rules.set(line, (current = []));
  }
  return rules;
};

describe('_headers', () => {
  const rules = parseHeaders(headersFile(routes, atRoot));

  it('sends the security headers with every response', () => {
    assert.deepEqual(rules.get('/*'), Object.entries(securityHeaders(atRoot)).map(([name, value]) => `${name}: ${value}`));
    assert.match(rules.get('/*')!.join('\n'), /Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+';/);
  });

  it('makes browsers keep to https for a year, subdomains included, and names no deprecated feature', () => {
    assert.ok(rules.get('/*')!.includes('Strict-Transport-Security: max-age=31536000; includeSubDomains'));
    assert.ok(rules.get('/*')!.includes('Permissions-Policy: camera=(), microphone=(), geolocation=()'));
  });

  it('caches hashed assets for a year and revalidates every page path', () => {
    assert.deepEqual(rules.get('/assets/*'), [`Cache-Control: ${immutableAsset}`]);
    for (const path of ['/', '/a/', '/blog/a/', '/a-old/', '/404.html']) assert.deepEqual(rules.get(path), [`Cache-Control: ${revalidatedPage}`], path);
  });

  it('writes every path under the base path', () => {
    assert.deepEqual([...parseHeaders(headersFile(routes, underBase)).keys()], ['/repo/*', '/repo/assets/*', '/repo/', '/repo/a-old/', '/repo/a/', '/repo/blog/a/', '/repo/404.html']);
  });
});

describe('_redirects', () => {
  it('sends every alias to its canonical path with a 301, forced for Netlify, which otherwise serves the alias file', () => {
    assert.equal(redirectsFile(routes, atRoot), '/a-old/ /a/ 301\n/blog/a/ /a/ 301\n');
    assert.equal(redirectsFile(routes, atRoot, 'cloudflare'), '/a-old/ /a/ 301\n/blog/a/ /a/ 301\n');
    assert.equal(redirectsFile(routes, atRoot, 'netlify'), '/a-old/ /a/ 301!\n/blog/a/ /a/ 301!\n');
  });

  it('writes both paths under the base path', () => {
    assert.equal(redirectsFile(routes, underBase, 'netlify'), '/repo/a-old/ /repo/a/ 301!\n/repo/blog/a/ /repo/a/ 301!\n');
  });
});

describe('serve.json', () => {
  it('redirects the same aliases as _redirects, with a 301', () => {
    assert.deepEqual(serveConfig(routes, underBase).redirects, [
      { source: '/repo/a-old', destination: '/repo/a/', type: 301 },
      { source: '/repo/blog/a', destination: '/repo/a/', type: 301 },
    ]);
  });

  it('sends the same headers as _headers', () => {
    const sent = (source: string) => serveConfig(routes, underBase).headers.find((rule) => rule.source === source)!.headers.map(({ key, value }) => `${key}: ${value}`);
    assert.deepEqual(sent('**'), parseHeaders(headersFile(routes, underBase)).get('/repo/*'));
    assert.deepEqual(sent('/repo/assets/**'), [`Cache-Control: ${immutableAsset}`]);
    assert.deepEqual(sent('**/*.html'), [`Cache-Control: ${revalidatedPage}`]);
  });
});

describe('the speculation rules', () => {
  it('match only pages under the base path, and the CSP allows them by their hash', () => {
    const urls = siteUrls({ origin: 'https://example.org', base: '/guide' });
    assert.match(speculationRules(urls), /"href_matches":"\/guide\/\*"/);
    assert.match(speculationRules(urls), /"href_matches":"\/guide\/\*\.\*"/);
    assert.ok(contentSecurityPolicy(urls).includes(`'sha256-${createHash('sha256').update(speculationRules(urls)).digest('base64')}'`));
    // The hash is of the rules at that base: the policy at the root allows other rules.
    assert.ok(!contentSecurityPolicy(atRoot).includes(`'sha256-${createHash('sha256').update(speculationRules(urls)).digest('base64')}'`));
  });
});
