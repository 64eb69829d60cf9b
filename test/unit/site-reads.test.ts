/** The tracking view of the site: what a page reads is noted by path, evaluated again on another site, and digested. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withDigest } from '../../tools/keys/digest-mark.ts';
import { digestOf, pathDigests, stepsOf, trackReads, valueAt } from '../../tools/incremental/site-reads.ts';

const site = () => ({
  settings: { origin: 'https://a.test' },
  sitePath: (path: string) => `/base${path}`,
  routeAt: (path: string) => (path === '/x/' ? { path: '/x/', meta: { title: 'X', tags: ['a', 'b'] } } : undefined),
  articles: {
    posts: [
      { slug: 'one', title: 'One', category: 'Tips' },
      { slug: 'two', title: 'Two', category: 'Audio' },
    ],
    bySlug: new Map([['one', { record: { title: 'One', content: { kind: 'markdown', sections: [{ id: 's' }] } } }]]),
  },
});

const readable = (paths: readonly string[]) => paths.map((path) => stepsOf(path).map((step) => (typeof step === 'string' ? step : `${step.call}(${step.args.join(',')})`)).join('.'));

describe('trackReads', () => {
  it('notes each leaf read by its path: properties, map lookups, calls, and array elements as one column', () => {
    const { view, paths } = trackReads(site(), ['settings', 'sitePath']);
    assert.equal(view.articles.posts.filter((post) => post.category === 'Tips').map((post) => post.title).join(), 'One');
    assert.equal(view.articles.bySlug.get('one')!.record.title, 'One');
    assert.equal(view.routeAt('/x/')!.meta.title, 'X');
    assert.equal(view.sitePath('/y/'), '/base/y/');
    assert.equal(view.settings.origin, 'https://a.test');
    assert.deepEqual(readable(paths()), ['articles.bySlug.get(one).record.title', 'articles.posts.*.category', 'articles.posts.*.title', 'articles.posts.length', 'routeAt(/x/).meta.title'].sort());
  });

  it('notes deep values whole: an article body, a route tags list', () => {
    const { view, paths } = trackReads(site());
    assert.equal(view.articles.bySlug.get('one')!.record.content.sections.length, 1);
    assert.deepEqual(readable(paths()), ['articles.bySlug.get(one).record.content']);
  });
});

describe('evaluating what was read', () => {
  it('gives the same digests on an equal site and another digest where a read value changed', () => {
    const { view, paths } = trackReads(site());
    void view.articles.posts.map((post) => post.title);
    const [read] = paths().filter((path) => path.includes('title'));
    const other = site();
    other.articles.posts[1]!.title = 'Second';
    assert.equal(pathDigests(site())(read!), pathDigests(site())(read!));
    assert.notEqual(pathDigests(other)(read!), pathDigests(site())(read!));
    assert.deepEqual(valueAt(site(), stepsOf(read!)), ['One', 'Two']);
  });

  it('digests a function only by the digest it was marked with, and refuses an unmarked one', () => {
    const body = withDigest(() => null, 'body-key-1');
    assert.notEqual(digestOf({ Body: body }), digestOf({ Body: withDigest(() => null, 'body-key-2') }));
    assert.throws(() => digestOf({ Body: () => null }), /cannot key/);
  });
});
