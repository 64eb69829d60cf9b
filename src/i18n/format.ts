/**
 * Numbers and dates as a locale writes them, with Intl. The formatters are made once per locale:
 * making one costs far more than using it, and a build formats thousands of dates.
 */
/** What the formatters need of a locale (src/i18n/locale.ts): the Intl locale its numbers and dates are written in. */
interface Locale {
  readonly intl: string;
}

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

const compactCount = /^(\d+(?:\.\d+)?)([KMB])(\+?)$/;
const compactValue = (match: RegExpExecArray): number => Number(match[1]) * { K: 1e3, M: 1e6, B: 1e9 }[match[2] as 'K' | 'M' | 'B'];

/**
 * A figure of src/facts.ts, which writes it as English does ("11.9M+", "$7.99", 4.2, "2.5x",
 * "1000+"), as another language writes it: "11,9 mi+", "US$ 7,99", "4,2", "2,5x", "1.000+" in
 * Brazilian Portuguese. Anything else (a version, "310 MB", a sentence) stays as written.
 */
export function localFigure(locale: Pick<Locale, 'intl'>, value: string | number): string {
  if (typeof value === 'number') return formatCount(locale, value);
  const compact = compactCount.exec(value);
  if (compact) return `${formatOf(locale.intl, 'compact', { notation: 'compact', maximumFractionDigits: 1 }).format(compactValue(compact))}${compact[3]}`;
  const dollars = /^\$(\d+(?:\.\d+)?)$/.exec(value);
  if (dollars) return formatOf(locale.intl, 'usd', { style: 'currency', currency: 'USD' }).format(Number(dollars[1]));
  // A count ("1000+") or a multiple ("2.5x").
  const plain = /^(\d+(?:\.\d+)?)(\+|x)$/.exec(value);
  if (plain) return `${formatOf(locale.intl, 'plain', { maximumFractionDigits: 2 }).format(Number(plain[1]))}${plain[2]}`;
  return value;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "November 2026", "noviembre de 2026", "novembro de 2026" from "2026-11". */
export function formatMonth(locale: Pick<Locale, 'intl'>, month: string): string {
  let format = monthFormats.get(locale.intl);
  if (!format) monthFormats.set(locale.intl, (format = new Intl.DateTimeFormat(locale.intl, { year: 'numeric', month: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * How a language says a count before a noun: `count` is the number in words ("11.9 million",
 * "1,000"), `more` whether the figure is a lower bound ("11.9M+"), `large` whether it counts
 * millions or more (Spanish and Portuguese then join the noun with "de": "11.9 millones de reseñas").
 */
export type SayCount = (count: string, more: boolean, large: boolean) => string;

/**
 * A count of src/facts.ts as a sentence reads it, ready to go before its noun: "11.9M+" is "more
 * than 11.9 million", "más de 11.9 millones de", "mais de 11,9 milhões de"; "1000+" is "more than
 * 1,000", "mais de 1.000". A figure that is no count is localFigure's.
 */
export function countInWords(locale: Pick<Locale, 'intl'>, value: string, say: SayCount): string {
  const compact = compactCount.exec(value);
  if (compact) {
    const count = compactValue(compact);
    return say(formatOf(locale.intl, 'long', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }).format(count), compact[3] === '+', count >= 1e6);
  }
  const plain = /^(\d+)(\+?)$/.exec(value);
  if (plain) return say(formatCount(locale, Number(plain[1])), plain[2] === '+', false);
  return localFigure(locale, value);
}

/** A number with one decimal, as the language writes it: 9.3 in English, 9,3 in Portuguese. */
export const formatTenths = (locale: Pick<Locale, 'intl'>, value: number): string => formatOf(locale.intl, 'tenths', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * The name of the language `tag` (a BCP 47 tag, "en", "pt-BR") in the locale's language: "inglés" in
 * Spanish, "inglês" in Portuguese. Made at each call, which is rare (a link to a page not translated):
 * an island that shows such a link carries less code.
 */
export const languageName = (locale: Pick<Locale, 'intl'>, tag: string): string => new Intl.DisplayNames([locale.intl], { type: 'language' }).of(tag) ?? tag;
