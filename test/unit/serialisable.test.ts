/** An island's props must survive JSON: the first value that would not is named with its place. */
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { describe, it } from 'node:test';
import { unserialisableProp } from '../../src/hydration/serialisable.ts';

describe('unserialisableProp', () => {
  it('accepts what JSON carries unchanged, an absent optional field included', () => {
    assert.equal(unserialisableProp({ posts: [{ slug: 'a', n: 1, ok: true, none: null, missing: undefined }], name: 'x', nested: { list: ['b'] } }), undefined);
  });

  const cases: [string, object, string, string][] = [
    ['a function', { onClear: () => undefined }, 'onClear', 'a function'],
    ['a React element', { icon: createElement('svg') }, 'icon', 'a React element'],
    ['a Date, deep in a list', { posts: [{ slug: 'a' }, { slug: 'b', date: new Date(0) }] }, 'posts[1].date', 'an instance of Date'],
    ['a Map', { byName: new Map() }, 'byName', 'an instance of Map'],
    ['undefined in a list, which JSON turns into null', { list: [1, undefined] }, 'list[1]', 'undefined'],
    ['a number JSON cannot write', { ratio: Number.NaN }, 'ratio', 'the number NaN'],
  ];
  for (const [name, props, path, what] of cases) it(`names ${name}`, () => assert.deepEqual(unserialisableProp(props), { path, what }));
});
