/**
 * Article files a site owner keeps out of the site for now, for tests that add them to a copy of
 * the project (project-copy.ts): a draft and a post scheduled for Monday 7 December 2026 at 9:00
 * in Paris, each with an alias, a card on /blog/ and a word no published page has.
 */

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
