import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tally } from '../../src/components/comparisons/FeatureTable.tsx';
import { alightMotionComparison } from '../../src/content/comparisons/alight-motion.ts';
import { inshotComparison } from '../../src/content/comparisons/inshot.ts';
import { kinemasterComparison } from '../../src/content/comparisons/kinemaster.ts';
import { premiereRushComparison } from '../../src/content/comparisons/premiere-rush.ts';
import { averageScore, formatScore, vnAverages, vnCategories } from '../../src/content/comparisons/scores.ts';
import { vnEditorComparison } from '../../src/content/comparisons/vn-editor.ts';

describe('averageScore and formatScore', () => {
  const cases: readonly { scores: number[]; shown: string }[] = [
    { scores: [9, 9, 10, 10, 9, 9, 8, 10], shown: '9.3' },
    { scores: [8, 7, 7, 5, 8, 8, 9, 8], shown: '7.5' },
    { scores: [10], shown: '10.0' },
    { scores: [0, 10], shown: '5.0' },
    { scores: [7, 8, 8], shown: '7.7' },
    { scores: [1, 2], shown: '1.5' },
  ];
  for (const { scores, shown } of cases) {
    it(`averages ${scores.join(', ')} to ${shown}`, () => assert.equal(formatScore(averageScore(scores)), shown));
  }
  it('gives NaN for no scores rather than a false zero', () => assert.ok(Number.isNaN(averageScore([]))));
  it('rounds a half up', () => assert.equal(formatScore(9.25), '9.3'));
});

describe('the CapCut vs VN scores', () => {
  it('has eight category scores out of 10 for each editor', () => {
    assert.deepEqual(vnCategories.map((category) => category.capcut.score), [9, 9, 10, 10, 9, 9, 8, 10]);
    assert.deepEqual(vnCategories.map((category) => category.other.score), [8, 7, 7, 5, 8, 8, 9, 8]);
  });
  it('averages to 9.3 for CapCut and 7.5 for VN', () => {
    assert.equal(formatScore(vnAverages.capcut), '9.3');
    assert.equal(formatScore(vnAverages.vn), '7.5');
  });
  it('names every category once, each with a description and pros on both sides', () => {
    assert.equal(new Set(vnCategories.map((category) => category.name)).size, 8);
    for (const category of vnCategories) {
      assert.ok(category.description.length > 0);
      assert.ok(category.capcut.pros.length > 0 && category.other.pros.length > 0);
    }
  });
});

describe('the detail pages verdicts', () => {
  const pages = [inshotComparison, vnEditorComparison, premiereRushComparison, alightMotionComparison, kinemasterComparison];
  for (const copy of pages) {
    it(`CapCut vs ${copy.name}: the banner names the side that wins more table rows`, () => {
      const wins = tally(copy.rows);
      const leader = wins.capcut > wins.other ? 'capcut' : wins.other > wins.capcut ? 'other' : 'tie';
      assert.equal(copy.banner.winner, leader);
    });
  }
  it('tally counts each winner once', () => {
    assert.deepEqual(tally([
      { feature: 'a', capcut: '', other: '', winner: 'capcut' },
      { feature: 'b', capcut: '', other: '', winner: 'tie' },
      { feature: 'c', capcut: '', other: '', winner: 'capcut' },
    ]), { capcut: 2, other: 0, tie: 1 });
  });
});
