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

const figureFormats = new Map<string, Intl.NumberFormat>();
const formatOf = (intl: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  let format = figureFormats.get(`${intl} ${key}`);
  if (!format) figureFormats.set(`${intl} ${key}`, (format = new Intl.NumberFormat(intl, options)));
  return format;
};

/**
 * A figure of src/facts.ts, which writes it as English does ("11.9M+", "$7.99", 4.2), as another
 * language writes it: "11,9 mi+", "US$ 7,99", "4,2" in Brazilian Portuguese. Anything else (a
 * version, "310 MB", a sentence) stays as written.
 */
export function localFigure(locale: Pick<Locale, 'intl'>, value: string | number): string {
  if (typeof value === 'number') return formatCount(locale, value);
  const compact = /^(\d+(?:\.\d+)?)([KMB])(\+?)$/.exec(value);
  if (compact) return `${formatOf(locale.intl, 'compact', { notation: 'compact', maximumFractionDigits: 1 }).format(Number(compact[1]) * { K: 1e3, M: 1e6, B: 1e9 }[compact[2] as 'K' | 'M' | 'B'])}${compact[3]}`;
  const dollars = /^\$(\d+(?:\.\d+)?)$/.exec(value);
  if (dollars) return formatOf(locale.intl, 'usd', { style: 'currency', currency: 'USD' }).format(Number(dollars[1]));
  return value;
}

/** A number with one decimal, as the language writes it: 9.3 in English, 9,3 in Portuguese. */
export const formatTenths = (locale: Pick<Locale, 'intl'>, value: number): string => formatOf(locale.intl, 'tenths', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
