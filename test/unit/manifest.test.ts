/** The routes' checks (tools/content/route-checks.ts): the site's routes pass; each kind of mistake is named with its owner. */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { defineRoute } from '../../src/manifest/define-route.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { routeProblems, type RouteOwners } from '../../tools/content/route-checks.ts';
import { routes } from '../support/site.ts';

const meta = { title: 'T', description: 'D', keywords: ['k'], ogType: 'website' } as const;
const page = (path: string, name: string, aliases: string[] = []) =>
  defineRoute({ path, label: name, page: name, aliases, meta, sitemap: { priority: 0.5, changefreq: 'weekly' } });
/** Every page module exists and no route comes from an article file. */
const owners: RouteOwners = { filesOf: () => [], pageExists: () => true, pageDirs: ['src/pages'] };
const problemsOf = (list: readonly RouteRecord[], given: Partial<RouteOwners> = {}) => routeProblems(list, { ...owners, ...given });

describe('routeProblems', () => {
  it('accepts the real routes, whose every page module exists', () => {
    assert.deepEqual(problemsOf(routes, { pageExists: (name) => existsSync(`src/pages/${name}.tsx`) }), []);
  });

  it('names every claimant of a path claimed twice', () => {
    assert.deepEqual(problemsOf([page('/a/', 'APage'), page('/b/', 'BPage', ['/a/']), page('/c/', 'CPage', ['/a/'])]), [
      '/a/ is claimed 3 times, by the page module APage, the page module BPage, the page module CPage; give each page a path of its own',
    ]);
  });

  it('names the article file a clashing route comes from, in place of its page module', () => {
    const files = new Map([['/b/', 'src/content/articles/b.mdx']]);
    assert.deepEqual(problemsOf([page('/a/', 'APage'), page('/b/', 'ArticlePage', ['/a/'])], { filesOf: (route) => [files.get(route.path) ?? []].flat() }), [
      '/a/ is claimed 2 times, by the page module APage, src/content/articles/b.mdx; give each page a path of its own',
    ]);
  });

  it('names ten claimants of a clash and counts the rest', () => {
    const many = Array.from({ length: 12 }, (_, index) => page(`/p${index}/`, `Page${index}`, ['/a/']));
    assert.deepEqual(problemsOf(many), [
      `/a/ is claimed 12 times, by ${many.slice(0, 10).map((route) => `the page module ${route.page}`).join(', ')} and 2 more; give each page a path of its own`,
    ]);
  });

  it('rejects paths that break the trailing-slash policy or are not lowercase words', () => {
    for (const path of ['/a', 'a/', '/A/', '/a b/', '/a//', '/a_b/']) {
      assert.deepEqual(problemsOf([page(path, 'APage')]), [
        `the page module APage: ${path} is not a path of lowercase words joined by hyphens, starting and ending with "/"`,
      ]);
    }
    for (const path of ['/', '/a/', '/a-b/c-2/']) assert.deepEqual(problemsOf([page(path, 'APage')]), [], path);
  });

  it('checks aliases as it checks paths', () => {
    assert.deepEqual(problemsOf([page('/a/', 'APage', ['/Old/'])]), [
      'the page module APage: /Old/ is not a path of lowercase words joined by hyphens, starting and ending with "/"',
    ]);
  });

  it('names a page module that does not exist, and where it was looked for', () => {
    assert.deepEqual(problemsOf([page('/a/', 'Missing')], { pageExists: () => false, pageDirs: ['src/pages', 'test/fixtures/pages'] }), [
      '/a/: the page module Missing.tsx does not exist in src/pages or test/fixtures/pages',
    ]);
  });

  it('requires article metadata exactly on article pages', () => {
    const article = defineRoute({ ...page('/a/', 'APage'), meta: { ...meta, ogType: 'article' } });
    assert.deepEqual(problemsOf([article]), ['/a/: ogType "article" and article metadata go together']);
  });

  it('rejects a sitemap priority outside 0 to 1', () => {
    const route = defineRoute({ ...page('/a/', 'APage'), sitemap: { priority: 1.5, changefreq: 'daily' } });
    assert.deepEqual(problemsOf([route]), ['/a/: sitemap priority 1.5 is outside 0 to 1']);
  });
});
