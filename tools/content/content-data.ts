/**
 * The content data an owner edits by hand, each list with a zod schema the build checks before
 * rendering: what TypeScript cannot see (real dates, unique ids, percentages, paths, a source for
 * every figure). Every problem names the file and the entry, e.g.
 * `src/content/learning/tutorials.ts: tutorials[2] "velocity": video.checked "2025-13-01" is not a date (YYYY-MM-DD)`.
 */
import { z } from 'zod';
import { alternativeEditors } from '../../src/content/comparisons/editors.ts';
import { effects } from '../../src/content/learning/effects.ts';
import { topTemplates } from '../../src/content/learning/templates.ts';
import { tutorials } from '../../src/content/learning/tutorials.ts';
import { isDay } from './front-matter.ts';
import * as facts from '../../src/facts.ts';

const text = z.string('must be text').trim().min(1, 'is empty');
const day = z.string('must be a date (YYYY-MM-DD)').refine(isDay, 'is not a date (YYYY-MM-DD)');
const sitePath = z.string('must be a path').regex(/^\/([a-z0-9]+(-[a-z0-9]+)*\/)*(#[a-z0-9-]+)?$/, 'is not a path of the site ("/blog/velocity-edit/")');
const id = z.string('must be text').regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is not an id of lowercase words joined by hyphens');

/** A figure with where and when it was read (src/facts.ts). */
export const factSchema = z.object({ value: z.unknown().refine((value) => value !== undefined && value !== '', 'is empty'), source: text, asOf: day });

export const tutorialSchema = z.object({
  id,
  title: text,
  guide: z.object({ href: sitePath, label: text }),
  video: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'is not a video id (11 letters, digits, - or _)'), source: text, checked: day }).optional(),
});
export const effectSchema = z.object({ id, name: text, tags: z.array(text), tutorial: z.object({ href: sitePath, label: text }) });
export const templateSchema = z.object({ rank: z.number().int().positive('must be 1 or more'), name: text, video: z.string().regex(/^\/videos\/[a-z0-9-]+$/, 'is not the name of a clip in /videos/, without its extension') });
export const editorSchema = z.object({ key: text, name: text, rating: factSchema.extend({ value: z.number().min(0, 'is below 0').max(5, 'is above 5') }), detailLink: sitePath });

/** Each Fact in a module's exports, by its dotted name. */
function factsIn(value: unknown, name: string, found: [string, unknown][] = []): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return found;
  if ('source' in value || 'asOf' in value) found.push([name, value]);
  else for (const [key, inner] of Object.entries(value)) factsIn(inner, name ? `${name}.${key}` : key, found);
  return found;
}

const label = (entry: unknown) => {
  const record = entry as Record<string, unknown>;
  const name = record.id ?? record.key ?? record.name ?? record.title;
  return typeof name === 'string' ? ` "${name}"` : '';
};

/** The problems of one list: each entry checked by its schema, ids unique. */
function listProblems(file: string, list: string, entries: readonly unknown[], schema: z.ZodType, unique?: string): string[] {
  const problems: string[] = [];
  const seen = new Map<unknown, number>();
  entries.forEach((entry, index) => {
    const at = `${file}: ${list}[${index}]${label(entry)}`;
    const result = schema.safeParse(entry);
    if (!result.success)
      for (const issue of result.error.issues) {
        const value = issue.path.reduce<unknown>((inner, key) => (inner as Record<PropertyKey, unknown> | undefined)?.[key], entry);
        problems.push(`${at}: ${issue.path.join('.')}${value === undefined ? '' : ` ${JSON.stringify(value)}`} ${issue.message}`);
      }
    const key = unique && (entry as Record<string, unknown>)[unique];
    if (key !== undefined && seen.has(key)) problems.push(`${at}: ${unique} ${JSON.stringify(key)} is used twice (also by ${list}[${seen.get(key)}])`);
    else seen.set(key, index);
  });
  return problems;
}

export interface ContentData {
  readonly facts: Record<string, unknown>;
  readonly tutorials: readonly unknown[];
  readonly effects: readonly unknown[];
  readonly templates: readonly unknown[];
  readonly editors: readonly unknown[];
}

export const siteData: ContentData = { facts, tutorials, effects, templates: topTemplates, editors: alternativeEditors };

export function contentDataProblems(data: ContentData): string[] {
  return [
    ...listProblems('src/facts.ts', 'facts', factsIn(data.facts, '').map(([name, fact]) => ({ name, ...(fact as object) })), factSchema),
    ...listProblems('src/content/learning/tutorials.ts', 'tutorials', data.tutorials, tutorialSchema, 'id'),
    ...listProblems('src/content/learning/effects.ts', 'effects', data.effects, effectSchema, 'id'),
    ...listProblems('src/content/learning/templates.ts', 'topTemplates', data.templates, templateSchema, 'rank'),
    ...listProblems('src/content/comparisons/editors.ts', 'alternativeEditors', data.editors, editorSchema, 'key'),
  ];
}
