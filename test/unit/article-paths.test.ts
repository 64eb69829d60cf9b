/** The paths an article file claims and the links its body holds, checked against every page of the site (tools/content/route-checks.ts). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { readArticleFolder } from '../../tools/content/content-store.ts';
import { siteContent } from '../../tools/content/site-content.ts';
import { articleLinkProblems, filesClaiming, routeProblems } from '../../tools/content/route-checks.ts';
import { brokenReferences } from '../../tools/checks/broken-references.ts';
import { projectRoot } from '../support/server.ts';
import { routes as siteRoutes } from '../support/site.ts';

describe('the paths of an article file', () => {
  const route = (path: string, aliases: string[], page = 'ArticlePage') => defineRoute({ path, aliases, label: 'x', page, meta: { title: 'x', description: 'd', keywords: [], ogType: 'website' }, sitemap: null });
  const routes = [route('/download/', [], 'DownloadPage'), route('/blog/a/', ['/a/', '/shared/']), route('/blog/b/', ['/download/', '/shared/'])];
  const file = (name: string, path: string, aliases: string[]) => ({ file: `src/content/articles/${name}`, record: { path }, page: 'ArticlePage', aliases });
  const owners = { filesOf: filesClaiming([file('a.md', '/blog/a/', ['/a/', '/shared/']), file('b.md', '/blog/b/', ['/download/', '/shared/'])]), pageExists: () => true, pageDirs: ['src/pages'] };

  it('are refused when another page claims one, naming the files or the page', () =>
    assert.deepEqual(routeProblems(routes, owners), [
      '/download/ is claimed 2 times, by the page module DownloadPage, src/content/articles/b.md; give each page a path of its own',
      '/shared/ is claimed 2 times, by src/content/articles/a.md, src/content/articles/b.md; give each page a path of its own',
    ]));

  it('are refused when several files claim one, naming each file once', () => {
    // Three copies of one file: three routes alike, told apart only by their files.
    const copies = ['copy-1.mdx', 'copy-2.mdx', 'copy-3.mdx'].map((name) => file(name, '/blog/x/', name === 'copy-3.mdx' ? ['/x/'] : []));
    const other = file('other.mdx', '/blog/other/', ['/x/']);
    const clashing = [...copies, other].map(({ record, aliases }) => route(record.path, aliases));
    assert.deepEqual(routeProblems(clashing, { ...owners, filesOf: filesClaiming([...copies, other]) }), [
      '/blog/x/ is claimed 3 times, by src/content/articles/copy-1.mdx, src/content/articles/copy-2.mdx, src/content/articles/copy-3.mdx; give each page a path of its own',
      '/x/ is claimed 2 times, by src/content/articles/copy-3.mdx, src/content/articles/other.mdx; give each page a path of its own',
    ]);
  });

  it('of the site have no problem, and neither have their links', async () => {
    const { articles, problems } = await readArticleFolder(path.join(projectRoot, siteContent.articlesDir), projectRoot, path.join(projectRoot, siteContent.cacheDir, 'articles'));
    assert.deepEqual(problems, []);
    assert.ok(articles.length > 0);
    assert.deepEqual(routeProblems(siteRoutes, { filesOf: filesClaiming(articles), pageExists: () => true, pageDirs: ['src/pages'] }), []);
    assert.deepEqual(articleLinkProblems(articles, siteRoutes), []);
  });
});

describe('the links of an article body', () => {
  const routes = [defineRoute({ path: '/blog/audio-sync/', aliases: ['/audio-sync/', '/blog/audio-sync-old/'], label: 'Audio', page: 'ArticlePage', meta: { title: 'Audio', description: 'd', keywords: [], ogType: 'website' }, sitemap: null })];
  const problems = (href: string) => articleLinkProblems([{ file: 'src/content/articles/a.md', links: [{ href, line: 7 }] }], routes);

  it('may go to a canonical path, with a fragment, to a file or to another site', () => {
    for (const href of ['/blog/audio-sync/', '/blog/audio-sync/#mix', '/images/a.png', 'https://www.capcut.com/', '#mix']) assert.deepEqual(problems(href), [], href);
  });
  it('to an alias is refused, naming the canonical path to use', () =>
    assert.deepEqual(problems('/audio-sync/#mix'), ['src/content/articles/a.md: line 7: the link to /audio-sync/#mix goes to an alias; link to /blog/audio-sync/#mix, the page\'s own path']));
  it('without the closing slash is refused, naming the path', () =>
    assert.deepEqual(problems('/blog/audio-sync'), ['src/content/articles/a.md: line 7: the link to /blog/audio-sync lacks the closing "/"; link to /blog/audio-sync/']));
  it('to no page is refused', () => assert.deepEqual(problems('/blog/no-such/'), ['src/content/articles/a.md: line 7: the link to /blog/no-such/ goes to no page of the site']));
  it('broken on the built site is reported once, on the canonical page, not once per alias', () => {
    const page = (at: string) => ({ page: at, references: ['/gone/'], ids: [] });
    const site = { origin: 'https://example.org', base: '', files: new Set(['index.html']), canonicalOf: new Map([['/a/', '/blog/a/'], ['/b/', '/blog/a/'], ['/c/', '/blog/a/']]) };
    assert.deepEqual([...brokenReferences([page('/blog/a/'), page('/a/'), page('/b/'), page('/c/')], site)], [['/blog/a/', ['-> /gone/ is no page of the site']]]);
  });
});
