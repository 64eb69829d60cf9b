/**
 * The home page's translations say what the English says and no more: every text of each quotes
 * the same figures as its English (the page's figures and any number typed in the words), and
 * each list has as many items.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { homeCopy } from '../../src/content/home/home.ts';
import { siteLocales } from '../../src/i18n/locales.ts';

/** An argument that writes itself as ⟦name⟧ wherever a text quotes it or one of its fields. */
const marker = (name: string): unknown =>
  new Proxy(
    {},
    { get: (_target, key) => (key === Symbol.toPrimitive ? () => `⟦${name}⟧` : typeof key === 'string' ? `⟦${key}⟧` : undefined) },
  );

/** The copy's texts by where they are ("hero.highlights.1.text"), its functions called with markers. */
function texts(value: unknown, at: string, into: Map<string, string>): Map<string, string> {
  const resolved = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(marker('argument'), marker('second')) : value;
  if (typeof resolved === 'string') into.set(at, resolved);
  else if (Array.isArray(resolved)) {
    into.set(`${at}.length`, String(resolved.length));
    resolved.forEach((item, index) => texts(item, `${at}.${index}`, into));
  } else if (resolved && typeof resolved === 'object') for (const [key, item] of Object.entries(resolved)) texts(item, at ? `${at}.${key}` : key, into);
  return into;
}

/** The figures a text quotes: its markers and its runs of digits, in order; a count in words (`reviewsInWords`) is its figure (`reviews`) as a sentence reads it. */
const figures = (text: string): string[] => [...text.matchAll(/⟦[^⟧]+⟧|\d+/g)].map(([found]) => found.replace(/InWords⟧$/, '⟧')).sort();

describe('the home page translations', () => {
  const english = texts(homeCopy, '', new Map());
  for (const locale of siteLocales.filter((candidate) => candidate.pages['/'])) {
    it(`${locale.id}: quote the figures of the English, text by text`, () => {
      const { meta, ...copy } = locale.pages['/']!;
      const translated = texts(copy, '', new Map());
      assert.deepEqual([...translated.keys()], [...english.keys()]);
      for (const [at, text] of english) assert.deepEqual(figures(translated.get(at)!), figures(text), `${locale.id} ${at}: “${translated.get(at)}”`);
      assert.ok(meta.description.length >= 70 && meta.description.length <= 160, `${locale.id} meta.description is ${meta.description.length} characters`);
    });
  }
});
