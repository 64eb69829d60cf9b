import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { manifestProblems } from '../../build/validate-manifest.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { routes } from '../support/site.ts';
import { existsSync } from 'node:fs';

const meta = { title: 'T', description: 'D', keywords: ['k'], ogType: 'website' } as const;
const page = (path: string, name: string, aliases: string[] = []) =>
  defineRoute({ path, label: name, page: name, aliases, meta, sitemap: { priority: 0.5, changefreq: 'weekly' } });
const everyPageExists = () => true;

describe('manifestProblems', () => {
  it('accepts the real manifest, whose every page module exists', () => {
    assert.deepEqual(manifestProblems(routes, (name) => existsSync(`src/pages/${name}.tsx`)), []);
  });

  it('names every claimant of a path claimed twice', () => {
    const problems = manifestProblems(
      [page('/a/', 'APage'), page('/b/', 'BPage', ['/a/']), page('/c/', 'CPage', ['/a/'])],
      everyPageExists,
    );
    assert.deepEqual(problems, ['/a/ is claimed 3 times: by APage (canonical), BPage (alias), CPage (alias)']);
  });

  it('rejects paths that break the trailing-slash policy or are not lowercase words', () => {
    for (const path of ['/a', 'a/', '/A/', '/a b/', '/a//', '/a_b/']) {
      assert.deepEqual(manifestProblems([page(path, 'APage')], everyPageExists), [
        `${path}: a path is lowercase words joined by hyphens, starting and ending with "/" (APage)`,
      ]);
    }
    for (const path of ['/', '/a/', '/a-b/c-2/']) assert.deepEqual(manifestProblems([page(path, 'APage')], everyPageExists), [], path);
  });

  it('names a page module that does not exist', () => {
    assert.deepEqual(manifestProblems([page('/a/', 'Missing')], () => false), ['/a/: the page module Missing.tsx does not exist in src/pages']);
  });

  it('requires article metadata exactly on article pages', () => {
    const article = defineRoute({ ...page('/a/', 'APage'), meta: { ...meta, ogType: 'article' } });
    assert.deepEqual(manifestProblems([article], everyPageExists), ['/a/: ogType "article" and article metadata go together']);
  });

  it('rejects a sitemap priority outside 0 to 1', () => {
    const route = defineRoute({ ...page('/a/', 'APage'), sitemap: { priority: 1.5, changefreq: 'daily' } });
    assert.deepEqual(manifestProblems([route], everyPageExists), ['/a/: sitemap priority 1.5 is outside 0 to 1']);
  });
});
