/**
 * The objects a built site makes in a bucket (tools/deploy/site-objects.ts), read from a small
 * built site in a temporary folder, under a base path: each file at its key under the prefix with
 * its Content-Type and Cache-Control, each alias a redirect to its page under the base path in
 * place of its own file, and no host rule file.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { md5Of, siteObjects } from '../../tools/deploy/site-objects.ts';
import { immutableAsset, revalidatedPage } from '../../tools/site-files/host-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'deploy-objects-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'blog/new/index.html': '<!doctype html><title>New</title>',
  'old/index.html': '<!doctype html><link rel="canonical" href="https://user.github.io/docs/blog/new/">',
  'assets/main-1A2B.css': 'body{}',
  'assets/images/a.3f2a.avif': 'avif bytes',
  'blog/feed.xml': '<feed/>',
  'videos/clip.mp4': 'mp4 bytes',
  'pagefind/fragment/en_1a2b.pf_fragment': 'fragment',
  '_headers': '/docs/*\n  Cache-Control: x\n',
  '_redirects': '/docs/old/ /docs/blog/new/ 301\n',
  'serve.json': '{}',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('siteObjects', async () => {
  const objects = new Map((await siteObjects(dir, 'docs/', '/docs')).map((object) => [object.key, object]));

  it('puts every file at its key under the prefix, with the MD5 of its bytes, but the host rule files', () => {
    assert.deepEqual([...objects.keys()].sort(), ['docs/assets/images/a.3f2a.avif', 'docs/assets/main-1A2B.css', 'docs/blog/feed.xml', 'docs/blog/new/index.html', 'docs/index.html', 'docs/old/index.html', 'docs/pagefind/fragment/en_1a2b.pf_fragment', 'docs/videos/clip.mp4']);
    assert.equal(objects.get('docs/index.html')?.md5, md5Of(files['index.html']!));
    assert.equal(objects.get('docs/index.html')?.bytes, files['index.html']!.length);
  });

  it("makes an alias an empty redirect to its page under the base path, in place of the alias's own page", () => {
    assert.deepEqual(objects.get('docs/old/index.html'), { key: 'docs/old/index.html', kind: 'redirect', bytes: 0, md5: md5Of(''), cacheControl: revalidatedPage, redirect: '/docs/blog/new/' });
  });

  const headers: [string, string, string][] = [
    ['docs/index.html', 'text/html; charset=utf-8', revalidatedPage],
    ['docs/assets/main-1A2B.css', 'text/css; charset=utf-8', immutableAsset],
    ['docs/assets/images/a.3f2a.avif', 'image/avif', immutableAsset],
    ['docs/blog/feed.xml', 'application/xml', revalidatedPage],
    ['docs/videos/clip.mp4', 'video/mp4', revalidatedPage],
    ['docs/pagefind/fragment/en_1a2b.pf_fragment', 'application/octet-stream', revalidatedPage],
  ];
  for (const [key, contentType, cacheControl] of headers)
    it(`sends ${key} as ${contentType}, ${cacheControl === immutableAsset ? 'immutable for a year' : 'revalidated'}`, () => {
      assert.equal(objects.get(key)?.contentType, contentType);
      assert.equal(objects.get(key)?.cacheControl, cacheControl);
    });
});
