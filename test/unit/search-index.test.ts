/** The search index: Pagefind, given the pages a build writes, indexes each canonical indexable page once and nothing else. */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { searchFolder } from '../../src/site.ts';
import { outputFile } from '../../tools/output/output-path.ts';
import { closeSearchIndex, indexedHtml, openSearchIndex, pagesPerShard, searchableRoutes, shardCount, shardOf, shardsFile } from '../../tools/search/search-index.ts';
import { fragmentsOf } from '../support/search-fragments.ts';

const meta = (title: string) => ({ title, description: `About ${title.toLowerCase()}: the zebra word`, keywords: [], ogType: 'website' }) as const;
const routes = [
  defineRoute({ path: '/', label: 'Home', page: 'H', meta: meta('Home'), sitemap: { priority: 1, changefreq: 'daily' } }),
  defineRoute({ path: '/guide/', label: 'Guide', page: 'G', aliases: ['/old-guide/'], meta: meta('Guide'), sitemap: { priority: 0.8, changefreq: 'weekly' } }),
  defineRoute({ path: '/hidden/', label: 'Hidden', page: 'X', meta: meta('Hidden'), sitemap: null }),
];

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title} | Site</title></head><body><header><nav><a href="/">Menu word</a></nav></header>` +
  `<main id="main"><h1>${title}</h1><p>Text of ${title}.</p><section id="steps"><h2 id="steps-title">Steps</h2><p>Tap the button.</p>` +
  `<nav aria-label="Contents"><a href="#steps">Contents word</a></nav><ul class="link-list"><li><a href="/">Related word</a></li></ul></section></main>` +
  `<footer>Footer word</footer></body></html>`;

after(closeSearchIndex);

describe('searchableRoutes', () => {
  it('names each canonical indexable page by its file, and no alias or noindex page', () => {
    assert.deepEqual([...searchableRoutes(routes).keys()], ['index.html', 'guide/index.html']);
  });
});

describe('indexedHtml', () => {
  it('keeps only <main>, with the description, escaped, first in it', () => {
    assert.equal(
      indexedHtml('<html><head><title>X</title></head><body><header>H</header><main id="main"><h1>T</h1></main><footer>F</footer></body></html>', 'A & <b>'),
      '<!doctype html><html lang="en"><body><main id="main"><p>A &amp; &lt;b&gt;</p><h1>T</h1></main></body></html>',
    );
  });

  it('refuses a page without <main>, which would otherwise be indexed empty', () => {
    assert.throws(() => indexedHtml('<body><h1>T</h1></body>', 'D'), /no <main>/);
  });
});

describe('the search index', () => {
  it('holds every canonical indexable page, with its heading, main text, description and section anchors, and no alias or noindex page', async () => {
    const index = await openSearchIndex(routes);
    for (const file of [...routes.flatMap((route) => [route.path, ...route.aliases]).map(outputFile), '404.html']) {
      index.add(file, page(file));
    }
    const shards = await index.files();
    assert.deepEqual([...shards.keys()], [0], 'a small site has one shard');
    const files = shards.get(0)!;
    assert.equal(new TextDecoder().decode(files.get(shardsFile)), '{"shards":1}');
    assert.ok([...files.keys()].every((file) => file.startsWith(`${searchFolder}/`)));
    assert.ok(files.has(`${searchFolder}/pagefind.js`), 'the engine is written with the index');
    assert.equal([...files.keys()].filter((file) => /pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)).length, 0, "Pagefind's own UIs are left out");

    const fragments = fragmentsOf(files);
    assert.deepEqual(fragments.map(({ url }) => url).sort(), ['/', '/guide/']);
    const guide = fragments.find(({ url }) => url === '/guide/')!;
    assert.equal(guide.meta.title, 'guide/index.html');
    assert.match(guide.content, /About guide: the zebra word/);
    assert.match(guide.content, /Tap the button/);
    assert.doesNotMatch(guide.content, /Menu word|Contents word|Related word|Footer word/);
    assert.ok(guide.anchors.some(({ id, text }) => id === 'steps-title' && text === 'Steps'));
  });
});

describe('shards', () => {
  it('split a large site into shards of about pagesPerShard pages, each page in the same shard on every build', () => {
    assert.deepEqual([1, pagesPerShard, pagesPerShard + 1, 22 * pagesPerShard + 1].map(shardCount), [1, 1, 2, 23]);
    const paths = Array.from({ length: 4400 }, (_, n) => `/blog/editing-notes-${n}/`);
    const sizes = new Map<number, number>();
    for (const path of paths) sizes.set(shardOf(path, 9), (sizes.get(shardOf(path, 9)) ?? 0) + 1);
    assert.equal(sizes.size, 9);
    assert.ok([...sizes.values()].every((size) => size > 350 && size < 650), `even enough: ${[...sizes.values()]}`);
    assert.equal(shardOf('/blog/x/', 9), shardOf('/blog/x/', 9));
    assert.equal(shardOf('/blog/x/', 1), 0);
  });
});
