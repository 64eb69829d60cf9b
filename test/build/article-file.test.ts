/**
 * Adding an article as a site owner does: one Markdown file in a copy of the project, then
 * `npm run build`. A good file reaches its page, /blog/, the sitemap, the feed and the search
 * index with no other file touched; a bad one stops the build with messages naming the file and
 * the field, no stack trace, and nothing written.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { assertPrinted } from '../support/printed.ts';
import { fragmentsOf } from '../support/search-fragments.ts';
import { copyOfProject } from '../support/project-copy.ts';

const article = (published: string, link: string) => `---
title: Add Captions in CapCut
description: Turn speech into captions automatically, fix the words, style them and keep them clear of the buttons.
lead: Most people watch short videos with the sound off, so captions decide whether they follow you.
category: Tutorial
icon: flame
tags: [CapCut captions, subtitles]
published: ${published}
modified: 2025-08-06
aliases: [/add-captions/]
blog: listed
---

## Generate them {#generate}

Open **Text**, then **Auto captions**, and pick the spoken language. Then [get the app](${link}).
`;

/** A copy of the project with one more file in src/content/articles/. */
const projectWith = (text: string): string => copyOfProject({ 'src/content/articles/add-captions.md': text });

const build = (copy: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local'], { cwd: copy, encoding: 'utf8', env: { ...process.env, SITE_URL: '', SOURCE_DATE_EPOCH: '1754611200', DIST_DIR: 'dist' } });

describe('an article added as one Markdown file', { timeout: 120_000 }, () => {
  const copies: string[] = [];
  after(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

  it('appears on its page, its alias, /blog/, the sitemap, the feed and the search index', () => {
    const copy = projectWith(article('2025-08-05', '/download/'));
    copies.push(copy);
    const run = build(copy);
    assert.equal(run.status, 0, run.stderr);
    const read = (file: string) => readFileSync(path.join(copy, 'dist', file), 'utf8');
    assert.match(read('blog/add-captions/index.html'), /<h1[^>]*>Add Captions in CapCut<\/h1>/);
    assert.match(read('blog/add-captions/index.html'), /<section id="generate"[^>]*><h2 id="generate-title">Generate them<\/h2><p>Open <strong>Text<\/strong>/);
    assert.match(read('add-captions/index.html'), /<link rel="canonical" href="[^"]*\/blog\/add-captions\/"/);
    assert.match(read('blog/index.html'), /href="\/blog\/add-captions\/"/);
    assert.match(read('sitemap.xml'), /<loc>[^<]*\/blog\/add-captions\/<\/loc>/);
    assert.match(read('blog/feed.xml'), /<title>Add Captions in CapCut<\/title>/);
    const index = path.join(copy, 'dist/pagefind/fragment');
    const fragments = fragmentsOf(new Map(readdirSync(index).map((file) => [file, readFileSync(path.join(index, file))] as const)));
    assert.ok(fragments.some(({ url, content }) => url === '/blog/add-captions/' && content.includes('Auto captions')), 'the search index holds the article');
  });

  it('with mistakes stops `npm run build`, naming the file and each field, with no stack and nothing written', () => {
    const copy = projectWith(article('2025-13-45', '/download/'));
    copies.push(copy);
    const run = build(copy);
    assert.equal(run.status, 1);
    assertPrinted(run.stderr, [
      "1 problem in the site's input; nothing was built:",
      '  - src/content/articles/add-captions.md: line 8: published "2025-13-45" is not a date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM+01:00)',
    ]);
    assert.equal(existsSync(path.join(copy, 'dist')), false);
  });

  it('linking to an alias stops the build, naming the canonical path', () => {
    const copy = projectWith(article('2025-08-05', '/blog/velocity-edits-capcut/'));
    copies.push(copy);
    const run = build(copy);
    assert.equal(run.status, 1);
    assertPrinted(run.stderr, [
      "1 problem in the site's input; nothing was built:",
      "  - src/content/articles/add-captions.md: line 16: the link to /blog/velocity-edits-capcut/ goes to an alias; link to /blog/velocity-edit/, the page's own path",
    ]);
  });
});
