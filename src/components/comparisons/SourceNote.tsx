/**
 * Where a figure comes from and when it was read, under a table or a stat, in the page's language:
 * the source named as the language names it, the day as it writes it. Inside an island, which has no
 * language, the English words and the facts as written; an island on a translated page is given its
 * lines ready-made and shows them with SourceLine.
 */
import { useContext } from 'react';
import type { Fact } from '../../facts.ts';
import { sourceWords, type SourceWords } from '../../content/comparisons/source-words.ts';
import { formatDay } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locale.ts';
import { LocaleContext } from '../../i18n/locale-context.ts';

/** Each source of some facts once, with the day it was read, as a locale writes them (English as the facts are written, without one). */
export function sourcesOf(facts: readonly Fact<unknown>[], locale: Locale | undefined): string[] {
  const words: SourceWords = locale?.shared['comparison-words'] ?? sourceWords;
  return [...new Set(facts.map((fact) => words.sourceAt(locale?.sourceNames[fact.source] ?? fact.source, { iso: fact.asOf, long: locale ? formatDay(locale, fact.asOf) : fact.asOf })))];
}

export const SourceLine = ({ prefix, sources }: { prefix: string; sources: readonly string[] }) => (
  <p className="muted source-note">
    {prefix}: {sources.join('; ')}.
  </p>
);

export const SourceNote = ({ facts, prefix }: { facts: readonly Fact<unknown>[]; prefix?: string }) => {
  const locale = useContext(LocaleContext);
  const sources = sourcesOf(facts, locale);
  return <SourceLine prefix={prefix ?? (locale?.shared['comparison-words'] ?? sourceWords).source(sources.length)} sources={sources} />;
};
