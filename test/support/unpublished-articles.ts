/**
 * Article files a site owner keeps out of the site for now, for tests that add them to a copy of
 * the project (project-copy.ts): a draft and a post scheduled for Monday 7 December 2026 at 9:00
 * in Paris, each with an alias, a card on /blog/ and a word no published page has.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { instantOf, recordedDate } from '../../src/article-dates.ts';
import { testBuildEpoch } from './build-time.ts';
import { projectRoot } from './server.ts';

/** The scheduled post's time, in seconds since 1970 (SOURCE_DATE_EPOCH). */
export const scheduledEpoch = Date.parse('2026-12-07T08:00:00Z') / 1000;

const article = (title: string, word: string, fields: string) => `---
title: ${title}
description: A post kept out of the site for now, about the ${word} workflow in CapCut, from import to export, step by step.
lead: The ${word} workflow, step by step.
category: Tutorial
icon: captions
tags: [${word}]
blog: listed
${fields}
---

## The ${word} workflow {#workflow}

Open CapCut and follow the ${word} steps; the [download page](/download/) has the official links.
`;

/** By file, as copyOfProject takes them. */
export const unpublishedArticles = {
  'src/content/articles/zebrafinch-draft.mdx': article('Zebrafinch Draft', 'zebrafinch', 'published: 2025-01-01\ndraft: true\naliases: [/zebrafinch/]'),
  'src/content/articles/monday-post.mdx': article('Monday Post', 'quetzalcoatl', 'published: 2026-12-07T09:00+01:00\naliases: [/monday/]'),
} as const;

/** What would name them in a built site: their words, paths and titles. */
export const unpublishedTraces = ['zebrafinch', 'Zebrafinch', 'quetzalcoatl', 'monday-post', 'Monday Post', '/monday/'];

/**
 * The project's own article files that the tests' build leaves out (drafts, and posts scheduled
 * after the tests' clock), with their translations: a test of what a build does with the fixtures
 * above leaves these out of its copy, so an owner's own draft or scheduled post changes nothing.
 */
export function ownersUnpublished(): string[] {
  const folder = 'src/content/articles';
  const files = readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  const fieldsOf = (file: string) => (parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(projectRoot, folder, file), 'utf8'))?.[1] ?? '') ?? {}) as Record<string, unknown>;
  const at = Number(testBuildEpoch) * 1000;
  const held = (fields: Record<string, unknown>) => {
    const published = recordedDate(String(fields.published ?? ''));
    return fields.draft === true || (published !== undefined && instantOf(published) > at);
  };
  const fields = new Map(files.map((file) => [file, fieldsOf(file)]));
  const slugOf = (file: string) => path.basename(file.replace(/\/index\.mdx?$/, ''), path.extname(file));
  const heldSlugs = new Set(files.filter((file) => !file.includes(path.sep) || /^[^/]+\/index\.mdx?$/.test(file)).filter((file) => held(fields.get(file)!)).map(slugOf));
  return files.filter((file) => held(fields.get(file)!) || heldSlugs.has(String(fields.get(file)!.translationOf))).map((file) => `${folder}/${file}`);
}
