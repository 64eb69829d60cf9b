/**
 * `npm run new` as an owner runs it, in a copy of the project: a new draft and a translation of a folder
 * article with a picture, each a file the build takes as it is, with nothing to fix before the owner
 * starts writing (a preview build, which shows drafts, builds them without a problem).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from 'yaml';
import { buildCopy, copyOfProject } from '../support/project-copy.ts';
import { ownersUnpublished } from '../support/unpublished-articles.ts';

const folderArticle = `---
title: Lighting notes
description: A folder article of the test, with a picture beside it, for npm run new to translate into Spanish.
lead: Light first, then edit.
category: Tips
icon: sparkles
tags: [lighting]
published: 2025-06-01
image: ./window.svg
imageAlt: A window drawn as four panes
---

## Light first {#light-first}

![A window drawn as four panes](./window.svg)
`;
const window = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#036"/><path d="M200 0v300M0 150h400" stroke="#fff" stroke-width="8"/></svg>\n';

describe('npm run new', () => {
  const copy = copyOfProject({ 'src/content/articles/lighting-notes/index.mdx': folderArticle, 'src/content/articles/lighting-notes/window.svg': window }, { without: ownersUnpublished() });
  after(() => rmSync(copy, { recursive: true, force: true }));
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'tools/author/new-article.ts', ...args], { cwd: copy, encoding: 'utf8' });
  const frontMatter = (file: string) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(copy, file), 'utf8'))![1]!) as Record<string, unknown>;

  it('writes a draft named by its title, in the category given, and says where it is', () => {
    const made = run('Window Light for Portraits', '--category', 'Tips');
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /src\/content\/articles\/window-light-for-portraits\.mdx/);
    assert.match(made.stdout, /http:\/\/localhost:\d+\/blog\/window-light-for-portraits\//);
    const fields = frontMatter('src/content/articles/window-light-for-portraits.mdx');
    assert.equal(fields.title, 'Window Light for Portraits');
    assert.equal(fields.category, 'Tips');
    assert.equal(fields.draft, true);
  });

  it('refuses a category it does not know, naming the nearest', () => {
    const refused = run('Another guide', '--category', 'Tipps');
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /did you mean Tips\?/);
  });

  it("writes a translation with translationOf, its pictures named in the original's folder", () => {
    const made = run('--translate', 'lighting-notes', 'es');
    assert.equal(made.status, 0, made.stderr);
    const file = 'src/content/articles/es/lighting-notes/index.mdx';
    const fields = frontMatter(file);
    assert.equal(fields.translationOf, 'lighting-notes');
    assert.equal(fields.draft, true);
    assert.equal(fields.image, '../../lighting-notes/window.svg');
    assert.match(readFileSync(path.join(copy, file), 'utf8'), /\]\(\.\.\/\.\.\/lighting-notes\/window\.svg\)/);
  });

  it('leaves files that a preview build, which shows drafts, takes without a problem', { timeout: 300_000 }, () => {
    const build = buildCopy(copy, { env: { PREVIEW: 'true' } });
    assert.equal(build.status, 0, build.stderr);
  });
});
