/** The learning pages' filters: tabs and chips by category, the effects search, their counts. Pure functions. */
import { containsText } from './text-match.ts';

/** A tab or chip: the value the filter takes ('' for all), its label and how many items it shows. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** Whether an item belongs to a category; '' (all) takes everything. */
export const inCategory = (item: { readonly category: string }, category: string): boolean =>
  category === '' || item.category === category;

/** The items of one category, in their order. */
export const byCategory = <T extends { readonly category: string }>(items: readonly T[], category: string): T[] =>
  items.filter((item) => inCategory(item, category));

/** The options of a category filter: "All" first, then each category, each with its count. */
export function categoryOptions(
  items: readonly { readonly category: string }[],
  allLabel: string,
  categories: readonly { readonly value: string; readonly label: string }[],
): FilterOption[] {
  return [
    { value: '', label: allLabel, count: items.length },
    ...categories.map(({ value, label }) => ({ value, label, count: byCategory(items, value).length })),
  ];
}

/** A value from the address bar is kept only if it names an option; anything else means all. */
export const knownValue = (value: string, options: readonly { readonly value: string }[]): string =>
  options.some((option) => option.value === value) ? value : '';

export interface Searchable {
  readonly name: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly category: string;
}

/** Spec §5: the text appears, ignoring case, in the name, description or a tag, and the category matches unless all. */
export const matchesEffect = (effect: Searchable, query: string, category: string): boolean =>
  inCategory(effect, category) && containsText([effect.name, effect.description, ...effect.tags], query);

export const searchEffects = <T extends Searchable>(effects: readonly T[], query: string, category: string): T[] =>
  effects.filter((effect) => matchesEffect(effect, query, category));

/** Template chips: "trending" selects the trending flag, any other value a category. */
export interface Rankable {
  readonly category: string;
  readonly trending: boolean;
}

export const trendingChip = 'trending';

export const matchesTemplate = (template: Rankable, chip: string): boolean =>
  chip === trendingChip ? template.trending : inCategory(template, chip);

/** All, Trending, then every category in order of first appearance, with counts from the data; `names` are the first two chips' labels in the page's language. */
export function templateChips(templates: readonly Rankable[], labelOf: (category: string) => string, names = { all: 'All', trending: 'Trending' }): FilterOption[] {
  const categories = [...new Set(templates.map((template) => template.category))];
  return [
    { value: '', label: names.all, count: templates.length },
    { value: trendingChip, label: names.trending, count: templates.filter((template) => template.trending).length },
    ...categories.map((category) => ({ value: category, label: labelOf(category), count: byCategory(templates, category).length })),
  ];
}

/** The first `shown` topics, and how many more there are (three are shown). */
export const topicPreview = (topics: readonly string[], shown = 3): { shown: readonly string[]; more: number } => ({
  shown: topics.slice(0, shown),
  more: Math.max(0, topics.length - shown),
});

export type Tone = 'green' | 'yellow' | 'red' | undefined;

/**
 * Spec §4: green Beginner, yellow Intermediate, red Advanced, gray otherwise. The template cards'
 * Easy and Medium are the same levels under other names, so they take the same colours.
 */
export function difficultyTone(difficulty: string): Tone {
  switch (difficulty) {
    case 'Beginner':
    case 'Easy':
      return 'green';
    case 'Intermediate':
    case 'Medium':
      return 'yellow';
    case 'Advanced':
      return 'red';
    default:
      return undefined;
  }
}

/** The badge's class for a difficulty: plain .badge (gray) when the level is unknown. */
export const difficultyClass = (difficulty: string): string => {
  const tone = difficultyTone(difficulty);
  return tone ? `badge badge--${tone}` : 'badge';
};
