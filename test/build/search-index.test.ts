/** The search index in dist/: one fragment per canonical indexable page of the manifest, each with its heading and text. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { searchFolder } from '../../src/site.ts';
import { searchableRoutes } from '../../tools/search/search-index.ts';
import { routes } from '../support/site.ts';
import { distFiles } from '../support/dist-files.ts';
import { fragmentsOf } from '../support/search-fragments.ts';
import { distDir } from '../support/server.ts';

describe('the search index of dist/', () => {
  const files = new Map(
    distFiles()
      .filter((file) => file.startsWith(`${searchFolder}/`))
      .map((file) => [file, readFileSync(path.join(distDir, file))] as const),
  );
  const fragments = fragmentsOf(files);

  it('holds every canonical indexable page once, and no alias, noindex or not-found page', () => {
    const expected = [...searchableRoutes(routes).values()].map((route) => route.path).sort();
    assert.ok(expected.length >= 30, 'the site has its pages');
    assert.deepEqual(fragments.map(({ url }) => url).sort(), expected);
    const aliases = new Set(routes.flatMap((route) => route.aliases));
    assert.deepEqual(fragments.filter(({ url }) => aliases.has(url)), []);
  });

  it("gives each page its heading as its title and its sections' headings as anchors", () => {
    const velocity = fragments.find(({ url }) => url === '/blog/velocity-edit/');
    assert.ok(velocity, '/blog/velocity-edit/ is indexed');
    assert.match(velocity.meta.title ?? '', /Velocity Edit/);
    assert.ok(velocity.anchors.some(({ id, text }) => id.endsWith('-title') && text.length > 0), 'the sections are anchors');
    assert.deepEqual(fragments.filter(({ meta, content }) => !meta.title || content.length < 100).map(({ url }) => url), [], 'pages indexed without a title or text');
  });
});
