/** Free-text matching for the search boxes: trimmed, case-insensitive substring, never a regular expression. */

/** The query as the filters compare it: trimmed and lower-cased. */
export const normalizeQuery = (query: string): string => query.trim().toLocaleLowerCase('en-US');

/** Whether any of the fields contains the query; an empty query matches everything. */
export function containsText(fields: readonly string[], query: string): boolean {
  const needle = normalizeQuery(query);
  return needle === '' || fields.some((field) => field.toLocaleLowerCase('en-US').includes(needle));
}
