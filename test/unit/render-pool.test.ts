/** How many threads render a build's pages. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { poolThreshold, renderThreads } from '../../build/render-pool.ts';

describe('renderThreads', () => {
  const cases: [string, number, number | undefined, number, number][] = [
    ['one thread for a small site, whatever the cores', 66, undefined, 8, 1],
    ['one thread on two cores, however many pages (measured: the pool never paid there)', 12_000, undefined, 2, 1],
    ['every core from the threshold on, with three cores or more', poolThreshold.pages, undefined, 4, 4],
    ['as many as asked, however few pages', 10, 2, 2, 2],
  ];
  for (const [name, pages, requested, cores, threads] of cases) it(name, () => assert.equal(renderThreads(pages, requested, cores), threads));
});
