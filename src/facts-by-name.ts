/**
 * The figures of src/facts.ts by their dotted names, as articles and translations name them
 * (`<Fact name="installNeeds.freeSpace" />`): one figure (factAt), every name that reaches one
 * (figureNames: what an article may name), and every fact with its source and date (listFacts:
 * `npm run facts` and the build's summary). A fact's value is reached through its name
 * ("installNeeds.freeSpace" is installNeeds.value.freeSpace), its source and date by name
 * ("platforms.android.requirement.asOf"), a list's items by number ("templateStats.typePopularity.0").
 */
import * as facts from './facts.ts';

/** A fact record of src/facts.ts: a value with where and when it was read. */
export interface FactRecord {
  readonly value: unknown;
  readonly source: string;
  readonly asOf: string;
}

const isFact = (value: unknown): value is FactRecord =>
  typeof value === 'object' && value !== null && 'value' in value && typeof (value as FactRecord).source === 'string' && typeof (value as FactRecord).asOf === 'string';

/** Calls `visit` with each value under the exports and its dotted name, a fact's value under the fact's own name. */
function walk(exports: Readonly<Record<string, unknown>>, visit: (name: string, value: unknown) => void): void {
  const inside = (name: string, value: unknown) => {
    visit(name, value);
    const here = isFact(value) ? value.value : value;
    if (typeof here === 'object' && here !== null) for (const [key, inner] of Object.entries(here)) inside(`${name}.${key}`, inner);
  };
  for (const [name, value] of Object.entries(exports)) inside(name, value);
}

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

/** Every name an article may give a <Fact>: each that reaches a figure, its facts' sources and dates with them. */
export function figureNames(exports: Readonly<Record<string, unknown>> = facts): string[] {
  const names: string[] = [];
  walk(exports, (name, value) => {
    if (isFact(value)) names.push(`${name}.source`, `${name}.asOf`);
    if (factAt(name) !== undefined) names.push(name);
  });
  return names.sort();
}

/** A fact as `npm run facts` lists it: its name, value, source and date. */
export interface ListedFact extends FactRecord {
  /** Where it lives in src/facts.ts: "platforms.android.version". */
  readonly name: string;
}

/** The facts of a module's exports (src/facts.ts unless given), oldest first, then by name. */
export function listFacts(exports: Readonly<Record<string, unknown>> = facts): ListedFact[] {
  const found: ListedFact[] = [];
  walk(exports, (name, value) => {
    if (isFact(value)) found.push({ name, value: value.value, source: value.source, asOf: value.asOf });
  });
  return found.sort((a, b) => a.asOf.localeCompare(b.asOf) || a.name.localeCompare(b.name));
}

/** The facts read more than a year before `day` (YYYY-MM-DD). */
export const factsOlderThanAYear = (listed: readonly ListedFact[], day: string): ListedFact[] => {
  const yearBefore = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return listed.filter((fact) => fact.asOf < yearBefore);
};
