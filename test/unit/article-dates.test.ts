/** An article's dates (src/article-dates.ts): what front matter may write, and the instant and day each stands for in a time zone. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayAt, instantOf, latestFirst, recordedDate, rfc3339, siteTimeZone } from '../../src/article-dates.ts';

describe('recordedDate', () => {
  const cases: [string, string, string | undefined][] = [
    ['a day stays a day', '2026-12-07', '2026-12-07'],
    ['a time with its offset gets its seconds', '2026-12-07T09:00+01:00', '2026-12-07T09:00:00+01:00'],
    ['a time in UTC keeps its Z', '2026-12-07T09:00:30Z', '2026-12-07T09:00:30Z'],
    ['a time without an offset takes the zone\'s, in winter', '2026-12-07T09:00', '2026-12-07T09:00:00+01:00'],
    ['a time without an offset takes the zone\'s, in summer', '2026-07-07T09:00', '2026-07-07T09:00:00+02:00'],
    ['no such day', '2026-02-30', undefined],
    ['no such hour', '2026-12-07T24:00+01:00', undefined],
    ['no such offset', '2026-12-07T09:00+15:00', undefined],
    ['a time zone name is no offset', '2026-12-07T09:00 Europe/Berlin', undefined],
  ];
  for (const [name, written, recorded] of cases) it(name, () => assert.equal(recordedDate(written, 'Europe/Berlin'), recorded));
});

describe('a bare date in the site\'s time zone', () => {
  it('is the start of that day there', () => {
    assert.equal(new Date(instantOf('2026-12-07', 'Europe/Berlin')).toISOString(), '2026-12-06T23:00:00.000Z');
    assert.equal(new Date(instantOf('2026-12-07', 'America/New_York')).toISOString(), '2026-12-07T05:00:00.000Z');
    assert.equal(new Date(instantOf('2026-12-07', 'UTC')).toISOString(), '2026-12-07T00:00:00.000Z');
  });

  it('is written for Atom with that zone\'s offset', () => {
    assert.equal(rfc3339('2026-12-07', 'Europe/Berlin'), '2026-12-07T00:00:00+01:00');
    assert.equal(rfc3339('2025-08-08', 'UTC'), '2025-08-08T00:00:00Z');
    assert.equal(rfc3339('2026-12-07T09:00:00+01:00', 'UTC'), '2026-12-07T09:00:00+01:00');
  });

  it('is UTC on this site, so a date written before times existed means what it meant', () => assert.equal(siteTimeZone, 'UTC'));
});

describe('dayAt', () => {
  it('gives the day an instant falls on in the zone', () => {
    const lateEvening = Date.parse('2026-12-06T23:30:00Z');
    assert.equal(dayAt(lateEvening, 'UTC'), '2026-12-06');
    assert.equal(dayAt(lateEvening, 'Europe/Berlin'), '2026-12-07');
  });
});

describe('latestFirst', () => {
  it('orders days and times by the instant they stand for', () =>
    assert.deepEqual(['2026-12-07', '2026-12-07T09:00:00+01:00', '2026-12-06T23:30:00-05:00'].sort(latestFirst), ['2026-12-07T09:00:00+01:00', '2026-12-06T23:30:00-05:00', '2026-12-07']));
});
