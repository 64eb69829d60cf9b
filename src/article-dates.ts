/**
 * An article's dates as its record holds them: a day (`2025-08-08`) or a time with its offset
 * (`2026-12-07T09:00:00+01:00`); a day, or a time written without an offset, is read in the
 * site's time zone, named once here. Pure: no clock, the runtime's time zone data only.
 * Pages show the day (dates.ts formats it); the head, the sitemap and the feed the whole value.
 */

/**
 * The site's time zone (an IANA name, such as "Europe/Berlin"): `published: 2026-12-07` is the
 * start of that day here, `2026-12-07T09:00` 9 o'clock here. Named here rather than in site.ts,
 * which the browser's scripts import: a constant more there renames their minified code.
 */
export const siteTimeZone = 'UTC';

/** The day of a recorded date, YYYY-MM-DD, as written (in its own offset). */
export const dayOf = (iso: string): string => iso.slice(0, 10);

const written = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export const isDay = (value: string): boolean => {
  let known = days.get(value);
  if (known === undefined) {
    const day = new Date(`${value}T00:00:00Z`);
    days.set(value, (known = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value));
  }
  return known;
};

/** Each text already asked about: thousands of articles share a few hundred days, and parsing one costs more than the lookup. */
const days = new Map<string, boolean>();

const pad = (value: number) => String(value).padStart(2, '0');

/** "+01:00" for 60 minutes east of UTC, "Z" for UTC itself. */
export const offsetText = (minutes: number): string => (minutes === 0 ? 'Z' : `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`);

/** One formatter per time zone: making one costs some 0.1 ms, and a build asks for thousands of offsets. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) formatters.set(timeZone, (formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })));
  return formatter;
};

/** How many minutes a time zone is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffset(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** Whether a time zone name is one the runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A date as written in front matter, in the form every page, card, feed and sitemap is given: a
 * day stays a day; a time gets its seconds and its offset (the time zone's, when none is written).
 * Undefined when it is no real day and time.
 */
export function recordedDate(value: string, timeZone: string = siteTimeZone): string | undefined {
  const match = written.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00', offset] = match;
  if (!isDay(`${year}-${month}-${day}`)) return undefined;
  if (hour === undefined) return value;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (offset && offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) return undefined;
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  return `${local}${offset ?? offsetText(wallOffset(Date.parse(`${local}Z`), timeZone))}`;
}

/** The offset of a time zone at a wall-clock time (given as if it were UTC). */
function wallOffset(wall: number, timeZone: string): number {
  const first = zoneOffset(wall, timeZone);
  const second = zoneOffset(wall - first * 60_000, timeZone);
  return first === second ? first : zoneOffset(wall - second * 60_000, timeZone);
}

/** The instant (milliseconds since 1970, UTC) a recorded date stands for: a day is its start in the time zone. */
export function instantOf(recorded: string, timeZone: string = siteTimeZone): number {
  if (recorded.length > 10) return Date.parse(recorded);
  const key = `${timeZone} ${recorded}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  const wall = Date.parse(`${recorded}T00:00:00Z`);
  const instant = wall - wallOffset(wall, timeZone) * 60_000;
  dayStarts.set(key, instant);
  return instant;
}

/** The start of each day already asked for, by time zone and day: a zone's offset is looked up through Intl, which is slow, and the articles of a site share few days. */
const dayStarts = new Map<string, number>();

/** A recorded date as RFC 3339 (what Atom wants): a day is its start in the time zone, with that zone's offset. */
export function rfc3339(recorded: string, timeZone: string = siteTimeZone): string {
  if (recorded.length > 10) return recorded;
  return `${recorded}T00:00:00${offsetText(wallOffset(Date.parse(`${recorded}T00:00:00Z`), timeZone))}`;
}

/** The day an instant falls on in the time zone, YYYY-MM-DD. */
export function dayAt(instant: number, timeZone: string = siteTimeZone): string {
  return new Date(instant + zoneOffset(instant, timeZone) * 60_000).toISOString().slice(0, 10);
}

/** Orders recorded dates by the instant they stand for, latest first. */
export const latestFirst = (a: string, b: string): number => instantOf(b) - instantOf(a);
