/**
 * A figure of src/facts.ts by its dotted name, as an article's body names it:
 * `<Fact name="installNeeds.freeSpace" />`. A fact's value is reached through it
 * ("installNeeds.freeSpace" is installNeeds.value.freeSpace), its source and date by name
 * ("platforms.android.requirement.asOf"), a list's items by number ("templateStats.typePopularity.0").
 */
import * as facts from './facts.ts';

const isFact = (value: unknown): value is { value: unknown; source: string; asOf: string } =>
  typeof value === 'object' && value !== null && 'value' in value && 'source' in value && 'asOf' in value;

/** The figure, or undefined when the name reaches none (or reaches a group of figures, not one). */
export function factAt(name: string): string | number | undefined {
  let here: unknown = facts;
  for (const key of name.split('.')) {
    if (isFact(here) && !(key in here)) here = here.value;
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  if (isFact(here)) here = here.value;
  return typeof here === 'string' || typeof here === 'number' ? here : undefined;
}
