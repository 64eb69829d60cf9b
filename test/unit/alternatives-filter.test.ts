import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alternativeEditors } from '../../src/content/comparisons/editors.ts';
import { filterEditors, matchesEditor, type AlternativesFilter } from '../../src/filters/alternatives.ts';

const names = (filter: AlternativesFilter): string[] => filterEditors(alternativeEditors, filter).map((editor) => editor.name);
const all = ['InShot', 'VN Editor', 'Premiere Rush', 'Alight Motion', 'KineMaster'];

describe('filterEditors', () => {
  const cases: readonly { name: string; filter: AlternativesFilter; expected: string[] }[] = [
    { name: 'lists every editor with All and no text', filter: { category: '', text: '' }, expected: all },
    { name: 'filters by category only', filter: { category: 'Professional Mobile', text: '' }, expected: ['VN Editor', 'KineMaster'] },
    { name: 'filters by another category', filter: { category: 'Animation Editor', text: '' }, expected: ['Alight Motion'] },
    { name: 'matches text in the name', filter: { category: '', text: 'rush' }, expected: ['Premiere Rush'] },
    { name: 'matches text in bestFor', filter: { category: '', text: 'youtube' }, expected: ['KineMaster'] },
    { name: 'ignores case', filter: { category: '', text: 'INSHOT' }, expected: ['InShot'] },
    { name: 'needs both category and text to match', filter: { category: 'Professional Mobile', text: 'vlog' }, expected: ['VN Editor'] },
    { name: 'finds nothing when text and category disagree', filter: { category: 'Cross-platform', text: 'animation' }, expected: [] },
    { name: 'finds nothing for unknown text', filter: { category: '', text: 'final cut' }, expected: [] },
    { name: 'finds nothing for an unknown category', filter: { category: 'Desktop Suite', text: '' }, expected: [] },
    { name: 'trims leading and trailing spaces', filter: { category: '', text: '   motion \t' }, expected: ['Alight Motion'] },
    { name: 'treats a spaces-only query as empty', filter: { category: '', text: '     ' }, expected: all },
    { name: 'treats regex characters literally', filter: { category: '', text: '.*[(' }, expected: [] },
    { name: 'does not treat a dot as a wildcard', filter: { category: '', text: 'in.hot' }, expected: [] },
    { name: 'handles emoji', filter: { category: '', text: '🎬' }, expected: [] },
    { name: 'handles very long text', filter: { category: '', text: 'x'.repeat(10_000) }, expected: [] },
  ];
  for (const { name, filter, expected } of cases) {
    it(name, () => assert.deepEqual(names(filter), expected));
  }
});

describe('matchesEditor', () => {
  const editor = { name: 'Test (Pro) Editor', bestFor: 'Reels + Shorts', category: 'Mobile Editor' };
  const cases: readonly [string, boolean][] = [
    ['(pro)', true],
    ['reels + shorts', true],
    ['REELS', true],
    ['[', false],
    ['+', true],
    ['mobile', false],
  ];
  for (const [text, expected] of cases) {
    it(`"${text}" ${expected ? 'matches' : 'does not match'} name or bestFor, never the category`, () =>
      assert.equal(matchesEditor(editor, { category: '', text }), expected));
  }
});

describe('alternativeEditors', () => {
  it('lists the five editors of the spec, each linking to its canonical detail page', () => {
    assert.deepEqual(alternativeEditors.map((editor) => editor.name), all);
    for (const editor of alternativeEditors) assert.match(editor.detailLink, /^\/alternatives\/[a-z-]+\/$/);
  });
  it('quotes each editor\'s rating, with VN at the one rating the facts keep', () => {
    assert.deepEqual(alternativeEditors.map((editor) => editor.rating.value), [4.6, 4.4, 4.2, 4.5, 4.3]);
  });
});
