import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blogChips, filterPosts, parseCategory } from '../../src/filters/blog.ts';
import { site } from '../support/site.ts';

const { posts } = site.articles;

const sample = [
  { slug: 'a', category: 'Tutorial' },
  { slug: 'b', category: 'Effects' },
  { slug: 'c', category: 'Tutorial' },
  { slug: 'd', category: 'Comparison' },
  { slug: 'e', category: 'Audio' },
];

describe('parseCategory', () => {
  const cases: [string, string][] = [
    ['', ''],
    ['tutorial', 'Tutorial'],
    ['Tutorial', 'Tutorial'],
    [' EFFECTS ', 'Effects'],
    ['templates', 'Templates'],
    ['tips', 'Tips'],
    ['audio', 'Audio'],
    ['comparison', ''],
    ['all', ''],
    ['tutorials', ''],
    ['<script>', ''],
  ];
  for (const [value, expected] of cases) {
    it(`reads ${JSON.stringify(value)} as ${JSON.stringify(expected || 'All')}`, () => assert.equal(parseCategory(value), expected));
  }
});

describe('filterPosts', () => {
  const cases: [Parameters<typeof filterPosts>[1], string[]][] = [
    ['', ['a', 'b', 'c', 'd', 'e']],
    ['Tutorial', ['a', 'c']],
    ['Effects', ['b']],
    ['Audio', ['e']],
    ['Templates', []],
    ['Tips', []],
  ];
  for (const [category, slugs] of cases) {
    it(`${category || 'All'} keeps ${slugs.join(', ') || 'nothing'}, in order`, () =>
      assert.deepEqual(filterPosts(sample, category).map((post) => post.slug), slugs));
  }
});

describe('blogChips', () => {
  it('counts All and every category of a sample', () => {
    assert.deepEqual(
      blogChips(sample).map((chip) => [chip.value, chip.label, chip.count]),
      [
        ['', 'All', 5],
        ['tutorial', 'Tutorial', 2],
        ['effects', 'Effects', 1],
        ['templates', 'Templates', 0],
        ['tips', 'Tips', 0],
        ['audio', 'Audio', 1],
      ],
    );
  });

  it('counts what each chip shows on the real blog, and every chip has posts', () => {
    for (const chip of blogChips(posts)) {
      assert.equal(chip.count, filterPosts(posts, parseCategory(chip.value)).length, chip.label);
      assert.ok(chip.count > 0, `${chip.label} has no posts`);
    }
  });

  it('lists eleven posts with the first two, and only those, featured', () => {
    assert.equal(posts.length, 11);
    assert.deepEqual(posts.map((post) => post.featured), [true, true, ...Array(9).fill(false)]);
  });
});
