/** The tracking view of the site: what a page reads is noted by path, evaluated again on another site, and digested. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lazyMarked } from '../../tools/keys/digest-mark.ts';
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
/** The paths but the kinds of the objects read on the way. */
const leaves = (paths: readonly string[]) => readable(paths).filter((path) => !path.endsWith('kind()'));
/** Whether a page that reads what `read` reads of the site would be keyed apart on `other`. */
const keyedApart = (read: (view: ReturnType<typeof site>) => unknown, other: ReturnType<typeof site>) => {
  const { view, paths } = trackReads(site());
  read(view);
  const [before, after] = [pathDigests(site()), pathDigests(other)];
  return paths().some((path) => before(path) !== after(path));
};

describe('trackReads', () => {
  it('notes each leaf read by its path: properties, map lookups, calls, and array elements as one column', () => {
    const { view, paths } = trackReads(site(), ['settings', 'sitePath']);
    assert.equal(view.articles.posts.filter((post) => post.category === 'Tips').map((post) => post.title).join(), 'One');
    assert.equal(view.articles.bySlug.get('one')!.record.title, 'One');
    assert.equal(view.routeAt('/x/')!.meta.title, 'X');
    assert.equal(view.sitePath('/y/'), '/base/y/');
    assert.equal(view.settings.origin, 'https://a.test');
    assert.deepEqual(leaves(paths()), ['articles.bySlug.get(one).record.title', 'articles.posts.*.category', 'articles.posts.*.title', 'articles.posts.length', 'routeAt(/x/).meta.title'].sort());
  });

  it('notes deep values whole: an article body, a route tags list', () => {
    const { view, paths } = trackReads(site());
    assert.equal(view.articles.bySlug.get('one')!.record.content.sections.length, 1);
    assert.deepEqual(leaves(paths()), ['articles.bySlug.get(one).record.content']);
  });

  it('notes a value at a path it is told to keep whole once, whole, and hands it out as it is', () => {
    const { view, paths } = trackReads(site(), [], [[{ call: 'routeAt', args: ['/x/'] }]]);
    const route = view.routeAt('/x/')!;
    assert.equal(route.meta.title, 'X');
    assert.deepEqual(route.meta.tags, ['a', 'b']);
    assert.equal(view.articles.posts.length, 2);
    assert.deepEqual(leaves(paths()), ['articles.posts.length', 'routeAt(/x/)']);
    const retitled = site();
    retitled.routeAt = (path: string) => (path === '/x/' ? { path: '/x/', meta: { title: 'Y', tags: ['a', 'b'] } } : undefined);
    const [read] = paths().filter((path) => path.startsWith('{'));
    assert.notEqual(pathDigests(retitled)(read!), pathDigests(site())(read!), 'any field of the whole value keys the page apart');
  });

  it('notes the kind of each object read on the way, so a field only tested for is keyed by being there', () => {
    const { view, paths } = trackReads(site());
    assert.equal(view.routeAt('/x/')!.meta ? 'has meta' : 'none', 'has meta');
    assert.deepEqual(readable(paths()).sort(), ['routeAt(/x/).kind()', 'routeAt(/x/).meta.kind()']);
    const without = site();
    without.routeAt = (path: string) => (path === '/x/' ? ({ path: '/x/' } as ReturnType<typeof without.routeAt>) : undefined);
    assert.ok(keyedApart((view) => (view.routeAt('/x/')!.meta ? 1 : 0), without), 'a field tested for and gone keys the page apart');
    assert.ok(!keyedApart((view) => (view.routeAt('/x/')!.meta ? 1 : 0), site()), 'nothing changed: the same key');
  });

  it('notes Object.hasOwn, a property descriptor and `in` by whether the field is there, and what a descriptor hands out as read', () => {
    const gone = site();
    delete (gone.articles as Partial<typeof gone.articles>).bySlug;
    assert.ok(keyedApart((view) => Object.hasOwn(view.articles, 'bySlug'), gone));
    assert.ok(keyedApart((view) => 'bySlug' in view.articles, gone));
    const retitled = site();
    retitled.articles.posts[0]!.title = 'First';
    assert.ok(keyedApart((view) => Object.getOwnPropertyDescriptor(view.articles.posts[0]!, 'title')!.value, retitled));
    assert.ok(keyedApart((view) => ({ ...view.articles.posts[0] }).title, retitled), 'a spread reads through descriptors');
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

  it('digests a marked value by its mark without reading it, and refuses a function', () => {
    const unread = (mark: string) => lazyMarked(() => mark, () => assert.fail('the value was read'));
    assert.equal(digestOf({ body: unread('body-key-1') }), digestOf({ body: unread('body-key-1') }));
    assert.notEqual(digestOf({ body: unread('body-key-1') }), digestOf({ body: unread('body-key-2') }));
    assert.throws(() => digestOf({ Body: () => null }), /cannot key/);
  });
});
