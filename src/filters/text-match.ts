/** Free-text matching for the search boxes: trimmed, case- and accent-insensitive substring, never a regular expression. */

/**
 * Text as the filters compare it: lower-cased, its accents taken off (NFD, then without the
 * combining marks), so "neon" finds "neón" and "animacion" finds "animación" on a Spanish or
 * Portuguese page, where a reader does not always type the accents.
 */
const folded = (text: string): string => text.toLocaleLowerCase('en-US').normalize('NFD').replace(/\p{M}/gu, '');

/** The query as the filters compare it: trimmed, lower-cased and without accents. */
export const normalizeQuery = (query: string): string => folded(query.trim());

/** Whether any of the fields contains the query; an empty query matches everything. */
export function containsText(fields: readonly string[], query: string): boolean {
  const needle = normalizeQuery(query);
  return needle === '' || fields.some((field) => folded(field).includes(needle));
}
