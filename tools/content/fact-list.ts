/**
 * Every figure of src/facts.ts with its source and the date it was read, found by walking the
 * module's exports for Fact records ({ value, source, asOf }): `npm run facts` lists them, and the
 * build's summary counts those read more than a year before the build.
 */
import type { Fact } from '../../src/facts.ts';

export interface ListedFact {
  /** Where it lives in src/facts.ts: "platforms.android.version". */
  readonly name: string;
  readonly value: unknown;
  readonly source: string;
  readonly asOf: string;
}

const isFact = (value: unknown): value is Fact<unknown> =>
  typeof value === 'object' && value !== null && 'value' in value && typeof (value as Fact<unknown>).source === 'string' && typeof (value as Fact<unknown>).asOf === 'string';

/** The facts of a module's exports, oldest first, then by name. */
export function listFacts(exports: Readonly<Record<string, unknown>>): ListedFact[] {
  const found: ListedFact[] = [];
  const visit = (name: string, value: unknown) => {
    if (isFact(value)) found.push({ name, value: value.value, source: value.source, asOf: value.asOf });
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) for (const [key, inner] of Object.entries(value)) visit(`${name}.${key}`, inner);
  };
  for (const [name, value] of Object.entries(exports)) visit(name, value);
  return found.sort((a, b) => a.asOf.localeCompare(b.asOf) || a.name.localeCompare(b.name));
}

/** The facts read more than a year before `day` (YYYY-MM-DD). */
export const factsOlderThanAYear = (facts: readonly ListedFact[], day: string): ListedFact[] => {
  const yearBefore = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return facts.filter((fact) => fact.asOf < yearBefore);
};
