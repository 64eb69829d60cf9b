import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { securityHeaders } from '../../build/csp.ts';
import { headersFile, immutableAsset, redirectsFile, revalidatedPage } from '../../build/host-files.ts';
import { serveConfig } from '../../build/serve-config.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';

const meta = { title: 'T', description: 'D', keywords: [], ogType: 'website' } as const;
const routes = [
  defineRoute({ path: '/a/', label: 'A', page: 'A', aliases: ['/blog/a/', '/a-old/'], meta, sitemap: null }),
  defineRoute({ path: '/', label: 'Home', page: 'H', meta, sitemap: null }),
];

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
  const rules = parseHeaders(headersFile(routes));

  it('sends the security headers with every response', () => {
    assert.deepEqual(rules.get('/*'), Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`));
    assert.match(rules.get('/*')!.join('\n'), /Content-Security-Policy: default-src 'self'; script-src 'self';/);
  });

  it('caches hashed assets for a year and revalidates every page path', () => {
    assert.deepEqual(rules.get('/assets/*'), [`Cache-Control: ${immutableAsset}`]);
    for (const path of ['/', '/a/', '/blog/a/', '/a-old/', '/404.html']) assert.deepEqual(rules.get(path), [`Cache-Control: ${revalidatedPage}`], path);
  });
});

describe('_redirects', () => {
  it('sends every alias to its canonical path with a 301', () => {
    assert.equal(redirectsFile(routes), '/a-old/ /a/ 301\n/blog/a/ /a/ 301\n');
  });
});

describe('serve.json', () => {
  it('is what serveConfig() says, so `serve` sends the same headers as _headers', () => {
    const committed = JSON.parse(readFileSync('serve.json', 'utf8'));
    assert.deepEqual(committed, serveConfig(), `serve.json is stale; write it as:\n${JSON.stringify(serveConfig(), null, 2)}`);
  });
});
