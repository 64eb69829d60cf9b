import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { effects } from '../../src/content/learning/effects.ts';
import { categoryLabels, topTemplates } from '../../src/content/learning/templates.ts';
import { tutorialCategories, tutorials } from '../../src/content/learning/tutorials.ts';
import {
  byCategory,
  categoryOptions,
  difficultyClass,
  knownValue,
  matchesEffect,
  matchesTemplate,
  searchEffects,
  templateChips,
  topicPreview,
} from '../../src/filters/learning.ts';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('tutorial tabs', () => {
  it('count 6 for All and one per category, summing to the total', () => {
    const options = categoryOptions(tutorials, 'All Tutorials', tutorialCategories);
    assert.deepEqual(
      options.map((option) => [option.label, option.count]),
      [['All Tutorials', 6], ['Basics', 1], ['Effects', 2], ['Color', 1], ['Audio', 1], ['Text', 1]],
    );
  });

  const cases: [string, string[]][] = [
    ['', ['editing-basics', 'transitions', 'velocity', 'color-grading', 'audio-sync', 'text-animation']],
    ['effects', ['transitions', 'velocity']],
    ['color', ['color-grading']],
    ['no-such-tab', []],
  ];
  for (const [tab, expected] of cases) it(`tab "${tab}" shows ${expected.length}`, () => assert.deepEqual(ids(byCategory(tutorials, tab)), expected));
});

describe('knownValue', () => {
  const options = [{ value: '' }, { value: 'music' }];
  const cases: [string, string][] = [
    ['music', 'music'],
    ['Music', ''],
    ['<script>', ''],
    ['', ''],
  ];
  for (const [input, expected] of cases) it(`keeps "${input}" as "${expected}"`, () => assert.equal(knownValue(input, options), expected));
});

describe('effects search', () => {
  const cases: [string, string, string[]][] = [
    ['', '', ids(effects)],
    ['BLUR', '', ['zoom-blur']],
    ['  glitch  ', '', ['glitch']],
    ['film', '', ['cinematic-teal-orange', 'vintage-film']],
    ['film', 'filters', ['cinematic-teal-orange', 'vintage-film']],
    ['film', 'text', []],
    ['beat', '', ['zoom-blur', 'bass-boost']],
    ['beat', 'audio', ['bass-boost']],
    ['letter by letter', '', ['typewriter']],
    ['', 'text', ['typewriter', 'neon-title']],
    ['.*', '', []],
    ['(', '', []],
    ['[a-z]+', '', []],
    ['\\', '', []],
    ['⚡', '', []],
    ['🌀 zoom', '', []],
    ['x'.repeat(10_000), '', []],
    ['zoom'.repeat(2_500), '', []],
  ];
  for (const [query, category, expected] of cases)
    it(`"${query.slice(0, 20)}" in "${category || 'all'}" finds ${expected.length}`, () => assert.deepEqual(ids(searchEffects(effects, query, category)), expected));

  it('matches a tag that is in neither name nor description', () => {
    const effect = { name: 'A', description: 'B', tags: ['Ünïcode'], category: 'text' };
    assert.equal(matchesEffect(effect, 'ünï', ''), true);
    assert.equal(matchesEffect(effect, 'ünï', 'audio'), false);
  });

  it('finds a word whose accents the reader leaves out or adds, as a Spanish or Portuguese reader types it', () => {
    const effect = { name: 'Título de neón', description: 'Animación con resplandor', tags: ['transição'], category: 'text' };
    for (const query of ['neon', 'NEÓN', 'titulo', 'animacion', 'transicao', 'TRANSIÇÃO']) assert.equal(matchesEffect(effect, query, ''), true, query);
    for (const query of ['neones', 'animaciones', 'n e o n']) assert.equal(matchesEffect(effect, query, ''), false, query);
    assert.deepEqual(ids(searchEffects(effects, 'néon', '')), ids(searchEffects(effects, 'neon', '')));
  });

  it('counts per tab follow the search', () => {
    const matching = searchEffects(effects, 'film', '');
    assert.deepEqual(
      categoryOptions(matching, 'All', [{ value: 'filters', label: 'Filters' }, { value: 'text', label: 'Text' }]).map((option) => option.count),
      [2, 2, 0],
    );
  });
});

describe('template chips', () => {
  it('have the spec counts, computed from the data', () => {
    const chips = templateChips(topTemplates, (category) => categoryLabels[category] ?? category);
    const counts = Object.fromEntries(chips.map((chip) => [chip.label, chip.count]));
    assert.deepEqual(
      { All: counts.All, Trending: counts.Trending, Music: counts.Music, Lifestyle: counts.Lifestyle, Effects: counts.Effects },
      { All: 10, Trending: 5, Music: 2, Lifestyle: 2, Effects: 4 },
    );
    for (const chip of chips) assert.equal(topTemplates.filter((template) => matchesTemplate(template, chip.value)).length, chip.count, chip.label);
  });

  it("name All and Trending in the page's words, and each category by its label", () => {
    const chips = templateChips(topTemplates, (category) => `<${category}>`, { all: 'Todas', trending: 'En tendencia' });
    assert.deepEqual(chips.slice(0, 2).map((chip) => [chip.value, chip.label]), [['', 'Todas'], ['trending', 'En tendencia']]);
    assert.ok(chips.slice(2).every((chip) => chip.label === `<${chip.value}>`));
  });

  const cases: [string, number[]][] = [
    ['', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['trending', [1, 2, 3, 4, 6]],
    ['music', [2, 6]],
    ['lifestyle', [4, 8]],
    ['effects', [1, 3, 7, 10]],
    ['unknown', []],
  ];
  for (const [chip, ranks] of cases)
    it(`chip "${chip}" shows ranks ${ranks.join(', ')}`, () =>
      assert.deepEqual(topTemplates.filter((template) => matchesTemplate(template, chip)).map((template) => template.rank), ranks));
});

describe('topicPreview', () => {
  const cases: [string[], string[], number][] = [
    [[], [], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
  ];
  for (const [topics, shown, more] of cases)
    it(`shows ${shown.length} of ${topics.length}, +${more} more`, () => assert.deepEqual(topicPreview(topics), { shown, more }));
});

describe('difficultyClass', () => {
  const cases: [string, string][] = [
    ['Beginner', 'badge badge--green'],
    ['Intermediate', 'badge badge--yellow'],
    ['Advanced', 'badge badge--red'],
    ['Easy', 'badge badge--green'],
    ['Medium', 'badge badge--yellow'],
    ['Expert', 'badge'],
    ['', 'badge'],
  ];
  for (const [level, className] of cases) it(`${level || '(empty)'} is "${className}"`, () => assert.equal(difficultyClass(level), className));
});
