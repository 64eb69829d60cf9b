/** The list of files in dist/: every page of the manifest, the site files, public/, hashed assets and the search index, nothing else. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { searchFolder } from '../../src/site.ts';
import { outputFile } from '../../tools/output/output-path.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { routes, site } from '../support/site.ts';
import { notFoundRoutes } from '../../src/manifest/not-found.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { distFiles } from '../support/dist-files.ts';
import { projectRoot } from '../support/server.ts';

describe('the files of dist/', () => {
  it('are the manifest paths and aliases, 404.html, the site files, public/, hashed assets and the search index, and nothing else', () => {
    const files = distFiles().filter((file) => !file.startsWith(`${searchFolder}/`));
    const expected = [
      ...routes.flatMap((route) => [route.path, ...route.aliases].map(outputFile)),
      ...notFoundRoutes(siteLocales).map((route) => route.path.replace(/^\/(.*)\/$/, '$1.html')),
      'sitemap.xml',
      'blog/feed.xml',
      ...siteLocales.slice(1).filter(({ id }) => site.localArticles.get(id)!.posts.length > 0).map(({ id }) => `${id}/blog/feed.xml`),
      'robots.txt',
      '_headers',
      '_redirects',
      'serve.json',
      ...filesUnderSync(path.join(projectRoot, 'public')),
    ].sort();
    const assets = files.filter((file) => file.startsWith('assets/'));
    assert.deepEqual(files.filter((file) => !file.startsWith('assets/')), expected);
    // Cards are named by the hash of what they show (tools/cards/page-cards.ts), the rest by esbuild's content hash.
    const unhashed = assets.filter((file) => !/^assets\/([A-Za-z0-9_-]+-[A-Z0-9]{8}\.(js|css|svg)|cards\/[0-9a-f]{16}\.png|images\/[0-9a-f]{16}-\d+\.(avif|webp|png|jpg))$/.test(file));
    assert.deepEqual(unhashed, [], 'every asset has a content-hashed name');
  });
});
