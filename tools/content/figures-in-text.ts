/**
 * The figures an article's front matter and HowTo steps name in their text, `<Fact name="..." />`
 * (a figure, as useFactText writes it) and `<Count name="..." />` (a count as a sentence reads it
 * before its noun, as useFactInWords writes it: "más de 500 millones de"). A file is checked once,
 * keeping the tags; each build writes them in the article's language when it makes the site, so
 * how a language writes its figures is no part of what a checked file is kept under.
 */
import type { ArticleRecord } from '../../src/article-record.ts';
import type { TextParts } from '../markdown/compiled-body.ts';

const figureTag = /<(Fact|Count) name="([^"]*)" \/>/g;

/** How a language writes a figure (`fact`) and a count before its noun (`count`), each by the fact's name. */
export interface FigureWriting {
  readonly fact: (name: string) => string;
  readonly count: (name: string) => string;
}

/** The figure names a text's tags give that are none of `figures` (src/facts.ts's, figureNames). */
export const unknownFigures = (text: string, figures: ReadonlySet<string>): string[] => [...text.matchAll(figureTag)].map(([, , name]) => name!).filter((name) => !figures.has(name));

/** Text parts (a HowTo step's) with their figures as tags, to be written in the article's language with the rest. */
export const taggedText = (parts: TextParts): string => parts.map((part) => (typeof part === 'string' ? part : `<Fact name="${part.fact}" />`)).join('');

/** A text with each tag replaced by its figure, as `writing` writes it. */
export const withFigures = (text: string, writing: FigureWriting): string => (text.includes('<') ? text.replace(figureTag, (_tag, kind: string, name: string) => (kind === 'Count' ? writing.count(name) : writing.fact(name))) : text);

/** An article's record with the figures its text fields and steps name written as its language writes them; the record itself when they name none. */
export function recordWithFigures(record: ArticleRecord, writing: FigureWriting): ArticleRecord {
  const { title, heading, cardTitle = '', description, lead } = record;
  if (![title, heading, cardTitle, description, lead, ...(record.content.howTo?.steps.map((step) => step.text) ?? [])].some((value) => value.includes('<'))) return record;
  const text = (value: string) => withFigures(value, writing);
  const { howTo } = record.content;
  return {
    ...record,
    title: text(record.title),
    heading: text(record.heading),
    ...(record.cardTitle !== undefined && { cardTitle: text(record.cardTitle) }),
    description: text(record.description),
    lead: text(record.lead),
    ...(howTo && { content: { ...record.content, howTo: { ...howTo, steps: howTo.steps.map((step) => ({ ...step, text: text(step.text) })) } } }),
  };
}
