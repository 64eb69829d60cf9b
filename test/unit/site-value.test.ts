/**
 * The site as one value (src/site-context.tsx, src/articles.ts): its lookups of paths and articles,
 * and the content layer (tools/content/content-store.ts) that makes it or refuses the input at once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { articleCollection, type ArticleRecord, type ArticleEntry } from '../../src/articles.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { makeSite } from '../../src/site-context.tsx';
import { InputError } from '../../tools/content/input-error.ts';
import { loadContent, loadSite } from '../../tools/content/content-store.ts';
import { siteContent } from '../../tools/content/site-content.ts';
import { componentWords } from '../../tools/render/component-words.ts';
import { projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';

const meta = { title: 'T', description: 'D', keywords: [], ogType: 'website' } as const;
const page = (path: string, aliases: string[] = []) => defineRoute({ path, label: path, page: 'P', aliases, meta, sitemap: null });

describe('makeSite', () => {
  const routes = [page('/'), page('/blog/a/', ['/a/'])];
  const small = makeSite({ origin: 'https://example.org', base: '/repo', sprite: '', buildYear: 2025 }, routes, articleCollection([]));

  it('finds the page of a canonical path and of an alias, and none for an unknown path', () => {
    assert.equal(small.routeAt('/blog/a/'), routes[1]);
    assert.equal(small.routeAt('/a/'), routes[1]);
    assert.equal(small.routeAt('/b/'), undefined);
  });

  it('tells canonical paths from aliases', () => {
    assert.deepEqual(['/', '/blog/a/', '/a/', '/b/'].map(small.isCanonicalPath), [true, true, false, false]);
  });

  it('writes its URLs under its base path', () => {
    assert.equal(small.sitePath('/a/'), '/repo/a/');
    assert.equal(small.absoluteUrl('/'), 'https://example.org/repo/');
  });
});

describe('articleCollection', () => {
  const entry = (slug: string, published: string, blog?: 'featured' | 'listed'): ArticleEntry => ({
    file: `src/content/articles/${slug}.mdx`,
    record: { slug, path: `/blog/${slug}/`, heading: slug.toUpperCase(), description: `About ${slug}`, published, modified: published, tags: [], icon: 'flame', category: 'Tips' } as unknown as ArticleRecord,
    page: 'ArticlePage',
    aliases: [],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    readingMinutes: 3,
    ...(blog && { blog }),
  });
  const articles = articleCollection([entry('old', '2024-01-01', 'listed'), entry('hidden', '2026-01-01'), entry('new', '2025-06-01', 'listed'), entry('top', '2023-01-01', 'featured'), entry('also-new', '2025-06-01', 'listed')]);

  it('lists featured articles first, then the newest, and the articles without a card last', () =>
    assert.deepEqual(articles.list.map(({ record }) => record.slug), ['top', 'also-new', 'new', 'old', 'hidden']));

  it('gives a card to each article of the blog only, from its record', () => {
    assert.deepEqual(articles.posts.map((card) => [card.slug, card.featured]), [['top', true], ['also-new', false], ['new', false], ['old', false]]);
    assert.deepEqual(articles.posts[0], {
      slug: 'top', title: 'TOP', excerpt: 'About top', icon: 'flame', category: 'Tips', readingMinutes: 3, published: '2023-01-01', modified: '2023-01-01', tags: [], path: '/blog/top/', featured: true,
    });
  });

  it('finds an article by its slug and by its path', () => {
    assert.equal(articles.bySlug.get('new')?.record.path, '/blog/new/');
    assert.equal(articles.byPath.get('/blog/hidden/')?.record.slug, 'hidden');
  });
});

describe('loadSite', () => {
  it("makes the project's site: every article once, each with a route", () => {
    assert.ok(site.articles.list.length > 0);
    for (const { record } of site.articles.list) assert.equal(site.routeAt(record.path)?.path, record.path, record.slug);
  });

  it('refuses the input with one InputError naming every problem', async () => {
    const sources = { root: projectRoot, ...siteContent, extraRoutes: [page('/download/'), page('/Bad/')], pageExists: (name: string) => name !== 'P', pageDirs: ['src/pages'], componentWords, publication: { at: 1754611200_000, showUnpublished: false, preview: false } };
    await assert.rejects(loadSite(site.settings, sources), (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.deepEqual(error.problems, [
        '/download/: the page module P.tsx does not exist in src/pages',
        'the page module P: /Bad/ is not a path of lowercase words joined by hyphens, starting and ending with "/"',
        '/Bad/: the page module P.tsx does not exist in src/pages',
        '/download/ is claimed 2 times, by the page module DownloadPage, the page module P; give each page a path of its own',
        // The two pages of the test have one title and one description.
        'the page /Bad/, the page /download/: 2 pages have the title "T"; give each page its own, or they compete for one search result',
        'the page /Bad/, the page /download/: 2 pages have the description "D"; give each page its own, or they compete for one search result',
      ]);
      assert.match(error.message, /^6 problems in the site's input; nothing was built:\n {2}- \/download\/: the page module P\.tsx/);
      return true;
    });
  });

  it('refuses a title or description copied from another page in a production build, and says it in a preview build and to `npm run dev`', async () => {
    const copies = [page('/a-copy/'), page('/another-copy/')];
    const lines = ['title "T"', 'description "D"'].map((what) => `the page /a-copy/, the page /another-copy/: 2 pages have the ${what}; give each page its own, or they compete for one search result`);
    const sources = (preview: boolean) => ({ root: projectRoot, ...siteContent, extraRoutes: copies, pageExists: () => true, pageDirs: ['src/pages'], componentWords, publication: { at: 1754611200_000, showUnpublished: preview, preview } });
    await assert.rejects(loadSite(site.settings, sources(false)), (error: unknown) => error instanceof InputError && JSON.stringify(error.problems) === JSON.stringify(lines));
    const preview = await loadContent(site.settings, sources(true));
    assert.deepEqual(preview.notices.filter((notice) => notice.startsWith('the page ')), lines);
    const told: string[] = [];
    await loadContent(site.settings, { ...sources(false), report: (problems) => told.push(...problems) });
    assert.deepEqual(told, lines);
  });
});
