/** The blog's lists (src/routing/blog-lists.ts) and their routes (blogRoutes in src/manifest/articles.ts), as tables. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArticleCard, ArticleCategory, Articles } from '../../src/articles.ts';
import { documentTitle, maxTitleLength } from '../../src/head/document-title.ts';
import { blogRoutes } from '../../src/manifest/articles.ts';
import { blogCategories, blogChips, blogListPage, blogListPath, listPagesShowing, maxFeatured, postsIn } from '../../src/routing/blog-lists.ts';
import { listPagePath } from '../../src/routing/pagination.ts';
import { site } from '../support/site.ts';

const card = (n: number, category: ArticleCategory, featured = false): ArticleCard => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: 'An excerpt.',
  icon: 'zap',
  category,
  readingMinutes: 3,
  published: '2025-01-01',
  modified: '2025-01-01',
  tags: ['t'],
  path: `/blog/post-${n}/`,
  featured,
});
const slugs = (posts: readonly { slug: string }[]) => posts.map((post) => post.slug);
const articlesOf = (posts: readonly ArticleCard[]): Articles => ({
  list: [],
  bySlug: new Map(),
  byPath: new Map(),
  posts,
  postsIn: (category) => postsIn(posts, category),
  listPage: (category, number) => blogListPage(postsIn(posts, category), number),
});

const sample = [card(1, 'Tutorial'), card(2, 'Effects'), card(3, 'Tutorial'), card(4, 'Comparison'), card(5, 'Audio')];
/** The chip categories in chip order: the expectations below name their rows, so a category an owner adds (or removes) changes no test. */
const chipCategories = blogCategories.map(({ category }) => category);

describe('blogListPath', () => {
  const cases: [string, string][] = [
    ['', '/blog/'],
    ['Tutorial', '/blog/category/tutorial/'],
    ['Effects', '/blog/category/effects/'],
    ['Audio', '/blog/category/audio/'],
  ];
  for (const [category, path] of cases) it(`${category || 'All'} lists at ${path}`, () => assert.equal(blogListPath(category), path));
});

describe('postsIn', () => {
  const cases: [string, string[]][] = [
    ['', ['post-1', 'post-2', 'post-3', 'post-4', 'post-5']],
    ['Tutorial', ['post-1', 'post-3']],
    ['Effects', ['post-2']],
    ['Templates', []],
    ['Comparison', ['post-4']],
  ];
  for (const [category, expected] of cases) it(`${category || 'All'} keeps ${expected.join(', ') || 'nothing'}, in order`, () => assert.deepEqual(slugs(postsIn(sample, category)), expected));
});

describe('blogChips', () => {
  it('counts All and every chip category of a sample, each linking its list', () => {
    assert.deepEqual(
      blogChips((category) => postsIn(sample, category)).map((chip) => [chip.label, chip.path, chip.count]),
      [['All', '/blog/', 5], ...chipCategories.map((category) => [category, blogListPath(category), ({ Tutorial: 2, Effects: 1, Audio: 1 } as Record<string, number>)[category] ?? 0])],
    );
  });

  it('counts what each list of the real blog shows, and every chip of the real blog has posts', () => {
    const { posts } = site.articles;
    for (const chip of blogChips(site.articles.postsIn)) {
      assert.equal(chip.count, postsIn(posts, chip.category).length, chip.label);
      assert.ok(chip.count > 0, `${chip.label} has no posts`);
    }
  });
});

describe('blogListPage', () => {
  const many = (featured: number, listed: number) => [
    ...Array.from({ length: featured }, (_, index) => card(index + 1, 'Tutorial', true)),
    ...Array.from({ length: listed }, (_, index) => card(featured + index + 1, 'Tutorial')),
  ];
  const shape = (posts: readonly ArticleCard[], number: number) => {
    const page = blogListPage(posts, number);
    return [page.featured.length, page.items.length, page.count, page.items[0]?.slug];
  };
  const cases: [string, ArticleCard[], number, ReturnType<typeof shape>][] = [
    ['an empty list: one page, nothing on it', [], 1, [0, 0, 1, undefined]],
    ['the real size today, page 1', many(2, 9), 1, [2, 9, 1, 'post-3']],
    ['24 others fill page 1 below the featured', many(2, 24), 1, [2, 24, 1, 'post-3']],
    ['a 25th other takes a second page', many(2, 25), 2, [0, 1, 2, 'post-27']],
    ['100 others, page 1', many(2, 100), 1, [2, 24, 5, 'post-3']],
    ['100 others, the last page', many(2, 100), 5, [0, 4, 5, 'post-99']],
    ['a page past the end is empty', many(2, 100), 6, [0, 0, 5, undefined]],
    [`at most ${maxFeatured} featured; the others are paged first`, many(8, 30), 1, [6, 24, 2, 'post-7']],
    ['only featured posts: no other on page 1', many(3, 0), 1, [3, 0, 1, undefined]],
  ];
  for (const [name, posts, number, expected] of cases) it(name, () => assert.deepEqual(shape(posts, number), expected));

  it('shows every post of a list once over its pages, in blog order', () => {
    const posts = many(8, 61);
    const { count } = blogListPage(posts, 1);
    const shown = Array.from({ length: count }, (_, index) => blogListPage(posts, index + 1)).flatMap((page) => [...page.featured, ...page.items]);
    assert.deepEqual(slugs(shown).sort(), slugs(posts).sort());
    assert.deepEqual(slugs(shown), [...slugs(posts.slice(0, maxFeatured)), ...slugs(posts.slice(maxFeatured))]);
  });
});

describe('blogRoutes', () => {
  // 60 posts: 2 featured and 38 more tutorials, 20 comparisons; no post in any other chip category.
  const posts = [card(1, 'Tutorial', true), card(2, 'Effects', true), ...Array.from({ length: 38 }, (_, index) => card(index + 3, 'Tutorial')), ...Array.from({ length: 20 }, (_, index) => card(index + 41, 'Comparison'))];
  const routes = blogRoutes(articlesOf(posts));
  /** Each chip category's pages in this sample: the tutorials fill two, the effects one, and every other list is empty (one page). */
  const pagesOf = (category: string) => (category === 'Tutorial' ? 2 : 1);
  const postsOf = (category: string) => postsIn(posts, category).length;
  const categoryPages = chipCategories.flatMap((category) => Array.from({ length: pagesOf(category) }, (_, index) => ({ category, number: index + 1, path: listPagePath(blogListPath(category), index + 1) })));

  it('makes a route per page of every list: All, then each chip category', () => {
    assert.deepEqual(
      routes.map((route) => [route.path, route.list?.category, route.list?.number, route.list?.count]),
      [
        ['/blog/', '', 1, 3],
        ['/blog/page/2/', '', 2, 3],
        ['/blog/page/3/', '', 3, 3],
        ...categoryPages.map(({ category, number, path }) => [path, category, number, pagesOf(category)]),
      ],
    );
    assert.ok(routes.every((route) => route.page === 'BlogPage' && route.aliases.length === 0));
  });

  it('gives each page its own title, which says its page number after the first', () => {
    assert.deepEqual(
      [...routes.slice(0, 3), ...routes.filter((route) => route.list?.category === 'Tutorial')].map((route) => route.meta.title),
      [
        'CapCut Tutorials, Tips and Guides: The Blog',
        'CapCut Tutorials, Tips and Guides: The Blog – page 2',
        'CapCut Tutorials, Tips and Guides: The Blog – page 3',
        'CapCut Tutorials: The Blog',
        'CapCut Tutorials: The Blog – page 2',
      ],
    );
    // As the head writes them, with the site's name where it fits.
    const titles = routes.map((route) => documentTitle(route.meta.title));
    assert.equal(new Set(titles).size, routes.length, 'titles are unique');
    assert.deepEqual(titles.filter((title) => title.length > maxTitleLength), []);
  });

  it('gives each page a description of its own, 70 to 160 characters', () => {
    assert.equal(new Set(routes.map((route) => route.meta.description)).size, routes.length, 'descriptions are unique');
    assert.deepEqual(routes.filter(({ meta }) => meta.description.length < 70 || meta.description.length > 160).map(({ meta }) => meta.description), []);
    assert.match(routes[1]!.meta.description, /^Page 2 of 3 /);
    assert.match(routes.find((route) => route.path === listPagePath(blogListPath('Tutorial'), 2))!.meta.description, /^Page 2 of 2 of the CapCut Guide blog's tutorials/);
  });

  it('lists /blog/ daily at 0.8, the other pages weekly, and keeps an empty list out of the sitemap', () => {
    assert.deepEqual(
      routes.map((route) => [route.path, route.sitemap?.priority ?? null, route.sitemap?.changefreq ?? null]),
      [
        ['/blog/', 0.8, 'daily'],
        ['/blog/page/2/', 0.5, 'weekly'],
        ['/blog/page/3/', 0.5, 'weekly'],
        ...categoryPages.map(({ category, number, path }) => [path, postsOf(category) === 0 ? null : number === 1 ? 0.6 : 0.5, postsOf(category) === 0 ? null : 'weekly']),
      ],
    );
  });

  it('for 4,000 posts, stays a page per 24 posts of each list', () => {
    const large = Array.from({ length: 4000 }, (_, index) => card(index + 1, blogCategories[index % blogCategories.length]!.category));
    const made = blogRoutes(articlesOf(large));
    assert.equal(made.filter((route) => route.list?.category === '').length, 167);
    const tips = large.filter((post) => post.category === 'Tips').length;
    assert.equal(made.filter((route) => route.list?.category === 'Tips').length, Math.ceil(tips / 24));
    assert.equal(new Set(made.map((route) => route.path)).size, made.length, 'paths are unique');
  });

  it("on the real site: one page for every list, /blog/ first, then each language's lists that have posts", () => {
    const real = site.routes.filter((route) => route.list);
    const localLists = [...site.localArticles].flatMap(([id, { posts }]) =>
      ['', ...blogCategories.map(({ category }) => category)].filter((category) => postsIn(posts, category).length > 0).map((category) => blogListPath(category, `/${id}`)),
    );
    assert.deepEqual(
      real.map((route) => route.path),
      ['/blog/', ...blogCategories.map(({ category }) => blogListPath(category)), ...localLists],
    );
  });
});

describe('listPagesShowing', () => {
  const posts = Array.from({ length: 60 }, (_, index) => card(index + 1, index % 2 ? 'Tutorial' : 'Effects'));
  const routes = blogRoutes(articlesOf(posts));
  it('names the page of every list where a post stands, and no other', () => {
    // post-30 is the 30th post (page 2 of every post) and the 15th tutorial (page 1 of the tutorials).
    assert.deepEqual(listPagesShowing(routes, posts, new Set(['post-30'])), ['/blog/page/2/', '/blog/category/tutorial/']);
    assert.deepEqual(listPagesShowing(routes, posts, new Set(['post-59'])), ['/blog/page/3/', '/blog/category/effects/page/2/']);
  });
  it('names nothing for a post no list holds', () => assert.deepEqual(listPagesShowing(routes, posts, new Set(['post-99'])), []));
});
