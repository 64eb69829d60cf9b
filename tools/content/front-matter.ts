/**
 * The fields at the top of an article file (YAML between `---` lines) and their rules, as a zod
 * schema: the build refuses an article that breaks one, naming the file, the field and the rule.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { iconNames } from '../../src/icon-names.ts';
import type { EditorKey } from '../../src/content-types.ts';
import { officialSites } from '../../src/content/comparisons/official-sites.ts';
import { officialLinks, type Channel } from '../../src/site.ts';

import { articleCategories } from '../../src/articles.ts';
import { nearest } from './nearest-word.ts';
import { dayOf, isDay, recordedDate, siteTimeZone } from '../../src/article-dates.ts';

export { isDay };
export const articleLayouts = ['guide', 'comparison', 'wide'] as const;
const editorKeys = Object.keys(officialSites) as [EditorKey, ...EditorKey[]];
const channels = Object.keys(officialLinks) as [Channel, ...Channel[]];

/** What search results show of a title and a description. */
export const titleMax = 60;
export const descriptionRange = [70, 160] as const;

/** A type's message: "is missing" when there is no value at all, `otherwise` for a value of another type. */
export const missingOr = (otherwise: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : otherwise) });
const text = () => z.string(missingOr('must be text')).trim().min(1, 'is empty');
const dateRule = 'a date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM+01:00)';
/** A day, or a time (its offset, or the site's time zone), as the record holds it (recordedDate). */
const date = () =>
  z
    .string(missingOr(`must be ${dateRule}`))
    .refine((value) => recordedDate(value, siteTimeZone) !== undefined, `is not ${dateRule}`)
    .transform((value) => recordedDate(value, siteTimeZone)!);
const sitePath = z.string('must be a path').regex(/^\/([a-z0-9]+(-[a-z0-9]+)*\/)*$/, 'is not a path of lowercase words joined by hyphens, starting and ending with "/"');

/** A button under the lead: its words and where it leads, a page of the site, an official download channel or an alternative editor's own site. */
const action = z.union(
  [
    z.strictObject({ label: text(), href: sitePath }),
    z.strictObject({ label: text(), download: z.enum(channels, `is none of the official channels (${channels.join(', ')})`) }),
    z.strictObject({ label: text(), site: z.enum(editorKeys, `is none of ${editorKeys.join(', ')}`) }),
  ],
  { error: () => `must be a label with one of href (a path of the site), download (${channels.join(', ')}) or site (${editorKeys.join(', ')})` },
);

/** Whether a value is a date as dates are written (a field's own rule reports one that is not). */
const isRecorded = (value: unknown): boolean => typeof value === 'string' && recordedDate(value, siteTimeZone) !== undefined;

export const frontMatter = z
  .strictObject(
    {
      /** The page's own title (search results, the browser tab). */
      title: text().max(titleMax, `is longer than ${titleMax} characters, more than search results show`),
      /** The <h1> and the card's title, when it differs from the title. */
      heading: text().optional(),
      /** The title on the page's social card, when a shorter one reads better there than the heading. */
      card: text().optional(),
      /** The meta description, the card's excerpt and the feed summary. */
      description: z
        .string(missingOr('must be text'))
        .refine((value) => value.trim().length >= descriptionRange[0] && value.trim().length <= descriptionRange[1], {
          error: (issue) => `is ${String(issue.input).trim().length} characters; search results show ${descriptionRange[0]} to ${descriptionRange[1]}`,
        }),
      /** The paragraph under the heading. */
      lead: text(),
      category: z.enum(articleCategories, missingOr(`is none of ${articleCategories.join(', ')}`)),
      icon: z.enum(iconNames, missingOr('is no icon of src/icon-names.ts')),
      tags: z.array(text(), missingOr('must be a list')).min(1, 'is an empty list'),
      /** When it is published: a post whose time is after the build's is left out until a build after it. */
      published: date(),
      /** When its text last changed; without it, the date of the last commit that changed its body (article-history.ts). */
      modified: date().optional(),
      /** A draft is left out of the site; `npm run dev` and preview builds show it, marked. */
      draft: z.boolean('must be true or false').default(false),
      /** The canonical path; /blog/<file name>/ when not given. */
      path: sitePath.optional(),
      /** Other paths that show the article; each redirects to its canonical path. */
      aliases: z.array(sitePath, 'must be a list of paths').default([]),
      /** A card on /blog/ and an entry in the feed; featured cards come first. */
      blog: z.enum(['featured', 'listed'], 'is neither featured nor listed').optional(),
      /** Its sitemap priority, 0 to 1. */
      priority: z.number('must be a number from 0 to 1').min(0, 'is below 0').max(1, 'is above 1').default(0.7),
      /** How the page is laid out: a guide (table of contents, previous and next), a "CapCut vs X" comparison, or the page's width for a body that lays out data. */
      layout: z.enum(articleLayouts, `is none of ${articleLayouts.join(', ')}`).default('guide'),
      /** The buttons under the lead, the first the primary one. */
      actions: z.array(action, 'must be a list of buttons').min(1, 'is an empty list').max(3, 'has more than three buttons').optional(),
      /** The cover picture: a file beside the article or in src/content/images/, named relative to the article's file. */
      image: text().optional(),
      /** What the cover picture shows. */
      imageAlt: text().optional(),
      /** In a translation (a file of src/content/articles/<locale>/): the slug of the English article it translates. */
      translationOf: z.string('must be the slug of the English article it translates').regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is not a slug (the English file name without .mdx)').optional(),
      /** The editor a comparison compares CapCut with: its data in src/content/comparisons/. */
      editor: z.enum(editorKeys, `is none of ${editorKeys.join(', ')}`).optional(),
    },
  )
  .superRefine((fields, context) => {
    if ([fields.modified, fields.published].every(isRecorded) && dayOf(fields.modified!) < dayOf(fields.published)) context.addIssue({ code: 'custom', path: ['modified'], message: `is before published (${fields.published})` });
    if (fields.imageAlt !== undefined && fields.image === undefined) context.addIssue({ code: 'custom', path: ['imageAlt'], message: 'is the alt of a cover picture, but there is no image' });
    if (fields.editor !== undefined && fields.layout !== 'comparison') context.addIssue({ code: 'custom', path: ['editor'], message: 'is only for layout: comparison' });
    if (fields.actions !== undefined && fields.layout === 'guide') context.addIssue({ code: 'custom', path: ['actions'], message: 'is for layout: comparison or wide (a guide has none)' });
  });

export type FrontMatter = z.infer<typeof frontMatter>;


const didYouMean = (word: string, known: readonly string[]) => {
  const near = nearest(word, known);
  return near ? `; did you mean ${near}?` : '';
};

/** Where each field of a front matter is: the file's line of a field (`title`) or list item (`tags.1`), and the last line of the front matter. */
export interface FrontMatterLines {
  at(path: readonly PropertyKey[]): number | undefined;
  readonly last: number;
}

/** The lines of a front matter's fields, from the yaml package's node ranges; the YAML starts on the file's second line, after "---". */
export function frontMatterLines(yaml: string): FrontMatterLines {
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter });
  const lineOf = (offset: number) => counter.linePos(offset).line + 1;
  const lines = new Map<string, number>();
  if (isMap(document.contents))
    for (const pair of document.contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const key = String(pair.key.value);
      lines.set(key, lineOf(pair.key.range[0]));
      if (isSeq(pair.value)) pair.value.items.forEach((item, index) => item.range && lines.set(`${key}.${index}`, lineOf(item.range[0])));
    }
  return { at: (path) => lines.get(path.join('.')) ?? lines.get(String(path[0])), last: yaml.split('\n').length + 2 };
}

/**
 * The file line a YAML error belongs to. A quote left open runs on to the end of the front matter,
 * where the parser notices it: such an error is placed at the line whose value opens a quote it
 * does not close.
 */
export function yamlErrorLine(yaml: string, error: { readonly code: string; readonly message: string; readonly linePos?: readonly [{ readonly line: number }, ...unknown[]] }): number {
  const reported = (error.linePos?.[0].line ?? 0) + 1;
  if (error.code !== 'MISSING_CHAR' || !/quote/.test(error.message)) return reported;
  const opened = yaml.split('\n').findIndex((line) => {
    const quoted = /^\s*(?:-\s+|[\w-]+:\s+)(["'])(.*)$/.exec(line);
    return quoted !== null && !quoted[2]!.replace(/\\./g, '').includes(quoted[1]!);
  });
  return opened >= 0 ? opened + 2 : reported;
}

/**
 * The issues zod found, each as "line N: field "value" rule" (an unknown field is named on its own,
 * with the known field nearest its name; a field that is missing names the front matter's lines).
 */
export function frontMatterProblems(data: unknown, lines?: FrontMatterLines): { problems: string[]; fields?: FrontMatter } {
  const result = frontMatter.safeParse(data);
  if (result.success) return { problems: [], fields: result.data };
  const record = (data ?? {}) as Record<string, unknown>;
  const known = Object.keys(frontMatter.shape);
  const where = (path: readonly PropertyKey[]) => {
    if (!lines) return '';
    const line = record[String(path[0])] === undefined ? undefined : lines.at(path);
    return line === undefined ? `lines 1-${lines.last}: ` : `line ${line}: `;
  };
  return {
    problems: result.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${where([key])}unknown field "${key}"${didYouMean(key, known)} (known: ${known.join(', ')})`);
      const field = issue.path.join('.');
      const top = record[String(issue.path[0])];
      const value = issue.path.length === 1 ? top : Array.isArray(top) ? top[Number(issue.path[1])] : undefined;
      const shown = value === undefined || issue.message === 'is missing' ? '' : ` ${JSON.stringify(value)}`;
      const hint = field === 'category' && typeof value === 'string' ? didYouMean(value, articleCategories) : field === 'icon' && typeof value === 'string' ? didYouMean(value, iconNames) : '';
      return [`${where(issue.path)}${field}${shown} ${issue.message}${hint}`];
    }),
  };
}
