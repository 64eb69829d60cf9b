/** Months as each language writes them: the legal pages' "last updated" line. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatMonth } from '../../src/i18n/format.ts';

describe('formatMonth', () => {
  it('writes a YYYY-MM month in the locale’s words, whatever the clock’s zone', () => {
    assert.equal(formatMonth({ intl: 'en-US' }, '2026-11'), 'November 2026');
    assert.equal(formatMonth({ intl: 'es-419' }, '2025-08'), 'agosto de 2025');
    assert.equal(formatMonth({ intl: 'pt-BR' }, '2026-01'), 'janeiro de 2026');
  });
});
