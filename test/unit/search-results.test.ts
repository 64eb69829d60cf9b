/** What the search dialog shows of Pagefind's results, and the keys that open it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { excerptParts, hitFor } from '../../src/browser/search/hits.ts';
import { isSearchShortcut, type KeyPress } from '../../src/shell/search-shortcut.ts';

const page = {
  url: '/blog/velocity-edit/',
  meta: { title: 'How to Make a Velocity Edit' },
  excerpt: 'page <mark>velocity</mark>',
  sub_results: [
    { title: 'How to Make a Velocity Edit', url: '/blog/velocity-edit/', excerpt: 'top', locations: [1] },
    { title: 'Steps', url: '/blog/velocity-edit/#steps-title', excerpt: 'add <mark>velocity</mark> twice <mark>velocity</mark>', locations: [5, 9] },
  ],
};

describe('hitFor', () => {
  it('opens the page at the section with most matches, naming it', () => {
    assert.deepEqual(hitFor(page), { url: '/blog/velocity-edit/#steps-title', title: 'How to Make a Velocity Edit', section: 'Steps', excerpt: 'add <mark>velocity</mark> twice <mark>velocity</mark>' });
  });

  it('names no section when the best match is the top of the page, and falls back to the URL for a title', () => {
    const top = { ...page, meta: {}, sub_results: [{ ...page.sub_results[0]!, locations: [1, 2, 3] }, page.sub_results[1]!] };
    assert.deepEqual(hitFor(top), { url: '/blog/velocity-edit/', title: '/blog/velocity-edit/', excerpt: 'top' });
    assert.deepEqual(hitFor({ ...page, sub_results: [] }), { url: '/blog/velocity-edit/', title: 'How to Make a Velocity Edit', excerpt: 'page <mark>velocity</mark>' });
  });
});

describe('excerptParts', () => {
  it('splits marked words from the text around them', () => {
    assert.deepEqual(excerptParts('add <mark>speed</mark> ramps'), [
      { text: 'add ', marked: false },
      { text: 'speed', marked: true },
      { text: ' ramps', marked: false },
    ]);
  });

  it('keeps any other markup as text, decoding entities', () => {
    assert.deepEqual(excerptParts('&lt;img src=x onerror=alert(1)&gt; <b>bold</b> &amp; <mark>a&amp;b</mark>'), [
      { text: '<img src=x onerror=alert(1)> <b>bold</b> & ', marked: false },
      { text: 'a&b', marked: true },
    ]);
    assert.deepEqual(excerptParts(''), []);
  });
});

describe('isSearchShortcut', () => {
  const key = (press: Partial<KeyPress>): KeyPress => ({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: null, ...press });
  const field = (tagName: string) => ({ tagName, isContentEditable: false }) as unknown as EventTarget;

  it('opens search on "/" outside text fields, and on Ctrl+K or Cmd+K anywhere', () => {
    assert.equal(isSearchShortcut(key({})), true);
    assert.equal(isSearchShortcut(key({ target: field('BUTTON') })), true);
    assert.equal(isSearchShortcut(key({ key: 'k', ctrlKey: true, target: field('INPUT') })), true);
    assert.equal(isSearchShortcut(key({ key: 'K', metaKey: true })), true);
  });

  it('leaves "/" to text fields and other keys alone', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) assert.equal(isSearchShortcut(key({ target: field(tagName) })), false);
    assert.equal(isSearchShortcut(key({ target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget })), false);
    assert.equal(isSearchShortcut(key({ key: 'k' })), false);
    assert.equal(isSearchShortcut(key({ key: 'k', ctrlKey: true, metaKey: true })), false);
    assert.equal(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true })), false);
    assert.equal(isSearchShortcut(key({ ctrlKey: true })), false);
  });
});
