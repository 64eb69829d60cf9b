/**
 * Numbers and dates as a locale writes them, with Intl. The formatters are made once per locale:
 * making one costs far more than using it, and a build formats thousands of dates.
 */
import type { Locale } from './locale.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** "August 8, 2025", "8 de agosto de 2025" from "2025-08-08": the day as written, whatever the clock's zone. */
export function formatDay(locale: Pick<Locale, 'intl'>, day: string): string {
  let format = dateFormats.get(locale.intl);
  if (!format) dateFormats.set(locale.intl, (format = new Intl.DateTimeFormat(locale.intl, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** 4,000 in English, 4.000 in Spanish and Portuguese. */
export function formatCount(locale: Pick<Locale, 'intl'>, count: number): string {
  let format = numberFormats.get(locale.intl);
  if (!format) numberFormats.set(locale.intl, (format = new Intl.NumberFormat(locale.intl)));
  return format.format(count);
}
