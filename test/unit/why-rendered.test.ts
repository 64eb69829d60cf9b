/** Why a page is rendered again (tools/incremental/why-rendered.ts): the part of its key or the read that changed, and the article file behind it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { trackReads } from '../../tools/incremental/site-reads.ts';
import { readSource, readText, whyRendered } from '../../tools/incremental/why-rendered.ts';
import { site } from '../support/site.ts';

/** The paths a page notes when it reads this of the site. */
const pathsOf = (read: (view: typeof site) => unknown): string[] => {
  const { view, paths } = trackReads(site, ['settings']);
  read(view);
  return paths();
};
const [article] = site.articles.list;
const files = { module: 'src/pages/ArticlePage.tsx', language: 'src/i18n/catalogue/en-locale.ts' };

describe('why a page is rendered again', () => {
  it('writes a read as the code that made it', () => {
    const titleRead = pathsOf((view) => view.articles.byPath.get(article!.record.path)!.record.title).find((path) => path.endsWith('title'))!;
    assert.equal(readText(titleRead), `articles.byPath.get(${JSON.stringify(article!.record.path)}).record.title`);
  });

  it("names the article file a read goes through, by the article's path, its slug or its route", () => {
    for (const read of [
      (view: typeof site) => view.articles.byPath.get(article!.record.path)!.record.title,
      (view: typeof site) => view.articles.bySlug.get(article!.record.slug)!.readingMinutes,
      (view: typeof site) => view.routeAt(article!.record.path)!.meta.title,
    ]) {
      const paths = pathsOf(read);
      assert.ok(paths.some((path) => readSource(site, path) === article!.file), `${paths.join(' | ')} names ${article!.file}`);
    }
  });

  it('names no file for a read of many articles, nor for one of no article', () => {
    const column = pathsOf((view) => view.articles.posts.map((post) => post.title)).find((path) => path.includes('*'))!;
    assert.equal(readSource(site, column), undefined);
    assert.equal(readSource(site, pathsOf((view) => view.defaultLocale)[0]!), undefined);
  });

  it('says the first part of its key that changed, else the first read, with the file behind it or the files read anew', () => {
    const reads = pathsOf((view) => [view.articles.byPath.get(article!.record.path)!.record.title, view.articles.posts.map((post) => post.title)]);
    const last = { parts: ['r', 'l', 's', 'c', 'p'], reads, digests: reads.map(() => 'a') };
    assert.equal(whyRendered(site, undefined, last, [], files), 'new: the last build had no page here');
    assert.equal(whyRendered(site, last, { ...last, parts: ['r', 'L', 's', 'c', 'p'] }, [], files), 'the words of its language changed (src/i18n/catalogue/en-locale.ts or a module it imports)');
    assert.equal(whyRendered(site, last, { ...last, parts: ['r', 'l', 's', 'C', 'p'] }, [], files), 'the code of its page changed (src/pages/ArticlePage.tsx or a module it imports)');
    const titleAt = reads.findIndex((path) => path.endsWith('title') && !path.includes('*'));
    const titleChanged = reads.map((_path, index) => (index === titleAt ? 'b' : 'a'));
    assert.equal(whyRendered(site, last, { ...last, digests: titleChanged }, [], files), `${readText(reads[titleAt]!)} changed (${article!.file})`);
    const columnAt = reads.findIndex((path) => path.includes('*'));
    const columnChanged = reads.map((_path, index) => (index === columnAt ? 'b' : 'a'));
    assert.equal(whyRendered(site, last, { ...last, digests: columnChanged }, ['src/content/articles/x.mdx'], files), `${readText(reads[columnAt]!)} changed (src/content/articles/x.mdx)`);
    assert.equal(whyRendered(site, last, last, [], files), 'its stored HTML was missing or damaged');
  });
});
