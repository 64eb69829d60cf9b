/** The facts of a module listed with their sources and dates (src/facts-by-name.ts): what `npm run facts` prints and the build's summary counts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { factAt, factsOlderThanAYear, figureNames, listFacts } from '../../src/facts-by-name.ts';

describe('listFacts', () => {
  const exports = {
    rating: { stars: { value: 4.2, source: 'Google Play', asOf: '2025-08-08' }, count: { value: '11.9M', source: 'Google Play', asOf: '2026-01-02' } },
    price: { value: 7.99, source: 'App Store', asOf: '2024-12-01' },
    helper: (text: string) => text,
    words: ['not', 'a', 'fact'],
  };

  it('finds every fact however deep, named by its path, oldest first', () => {
    assert.deepEqual(
      listFacts(exports).map(({ name, asOf }) => [name, asOf]),
      [['price', '2024-12-01'], ['rating.stars', '2025-08-08'], ['rating.count', '2026-01-02']],
    );
  });

  it('counts as old only the facts read more than a year before the day', () => {
    assert.deepEqual(factsOlderThanAYear(listFacts(exports), '2026-08-08').map(({ name }) => name), ['price']);
    assert.deepEqual(factsOlderThanAYear(listFacts(exports), '2026-08-09').map(({ name }) => name), ['price', 'rating.stars']);
  });
});

describe('figureNames', () => {
  it('are every name factAt reaches a figure by, sources and dates included', () => {
    const names = figureNames();
    assert.ok(names.includes('installNeeds.freeSpace') && names.includes('platforms.android.requirement.asOf') && names.includes('rating.reviews.source'));
    for (const name of names) assert.notEqual(factAt(name), undefined, name);
  });
  it('leave out a name that reaches a group of figures', () => assert.equal(figureNames().includes('platforms'), false));
});
