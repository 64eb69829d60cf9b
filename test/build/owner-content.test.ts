/**
 * The suites that read the site's own content hold whatever an owner adds. A copy of the project
 * gets what an owner adds on an ordinary day, as CONTRIBUTING tells them to: a draft, a post
 * scheduled for the next day, a folder article with a photo beside it, and a new category with its
 * chip and its words in every language. The copy is built, then runs those suites on itself.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { testBuildEpoch } from '../support/build-time.ts';
import { buildCopy, copyOfProject, type CopyBuild } from '../support/project-copy.ts';

/**
 * The test files whose expectations come from the site's content (its posts, categories, routes,
 * pictures and languages), not from a fixture of their own: what an owner's content could break.
 */
const contentSuites = [
  'test/unit/blog-lists.test.ts',
  'test/unit/site-value.test.ts',
  'test/unit/manifest.test.ts',
  'test/unit/article-paths.test.ts',
  'test/build/articles.test.ts',
  'test/build/sitemap-and-robots.test.ts',
  'test/build/site-files.test.ts',
  'test/build/internal-links.test.ts',
  'test/build/search-index.test.ts',
  'test/build/page-heads.test.ts',
  'test/build/languages.test.ts',
  'test/build/page-languages.test.ts',
  'test/build/pictures.test.ts',
  'test/build/redirects.test.ts',
  'test/build/html-validity.test.ts',
  'test/browser/blog.test.ts',
  'test/browser/blog-pages.test.ts',
  'test/browser/sitemap-page.test.ts',
];

const day = 24 * 60 * 60;
const isoAt = (epoch: number) => new Date(epoch * 1000).toISOString().replace(/\.\d+Z$/, 'Z');

const article = (title: string, category: string, fields: string, body: string) => `---
title: ${title}
description: What an owner writes on an ordinary day about ${title.toLowerCase()} in CapCut, step by step, from the first clip to export.
lead: ${title}, step by step.
category: ${category}
icon: sparkles
tags: [lighting]
blog: listed
${fields}
---

## Light first {#light-first}

${body}
`;

/** What the owner adds: every file by its path in the project. */
const ownerFiles = {
  'src/content/articles/lighting-draft.mdx': article('Lighting Draft', 'Lighting', 'published: 2025-01-01\ndraft: true', 'A draft, not shown yet.'),
  'src/content/articles/lighting-tomorrow.mdx': article('Lighting Tomorrow', 'Lighting', `published: ${isoAt(Number(testBuildEpoch) + day)}`, 'Scheduled for the next day.'),
  'src/content/articles/lighting-basics/index.mdx': article(
    'Lighting Basics',
    'Lighting',
    'published: 2025-06-01\nimage: ./window-light.jpg\nimageAlt: "A gradient from warm orange to deep blue, standing in for a photo of window light"',
    'Open CapCut, add the clip and read the [download page](/download/) for the official links.\n\n![A gradient from warm orange to deep blue, standing in for a photo of window light](./window-light.jpg)',
  ),
};

/** The edits that add the category Lighting, as CONTRIBUTING's "Adding an article" lists them ("A new category: ..."): a file, a text in it, what that text becomes. */
const categoryEdits: readonly (readonly [string, string, string])[] = [
  ['src/article-record.ts', `'Social Media'] as const`, `'Social Media', 'Lighting'] as const`],
  ['src/routing/blog-lists.ts', `{ category: 'Audio' }]`, `{ category: 'Audio' }, { category: 'Lighting' }]`],
  ['src/i18n/catalogue/en.ts', `'Social Media': 'Social Media' }`, `'Social Media': 'Social Media', Lighting: 'Lighting' }`],
  ['src/i18n/catalogue/es.ts', `'Social Media': 'Redes sociales' }`, `'Social Media': 'Redes sociales', Lighting: 'Iluminación' }`],
  ['src/i18n/catalogue/pt-br.ts', `'Social Media': 'Redes sociais' }`, `'Social Media': 'Redes sociais', Lighting: 'Iluminação' }`],
  ['src/i18n/catalogue/en.ts', `noun: 'audio guides' },`, `noun: 'audio guides' },\n      Lighting: { heading: 'CapCut Lighting Guides', noun: 'lighting guides' },`],
  ['src/i18n/catalogue/es.ts', `noun: 'guías de audio' },`, `noun: 'guías de audio' },\n      Lighting: { heading: 'Guías de iluminación de CapCut', noun: 'guías de iluminación' },`],
  ['src/i18n/catalogue/pt-br.ts', `noun: 'guias de áudio' },`, `noun: 'guias de áudio' },\n      Lighting: { heading: 'Guias de iluminação do CapCut', noun: 'guias de iluminação' },`],
];

function addCategory(copy: string): void {
  for (const [file, found, edited] of categoryEdits) {
    const text = readFileSync(path.join(copy, file), 'utf8');
    assert.ok(text.includes(found), `${file} no longer has ${found}: make this test add a category the way CONTRIBUTING's "Adding an article" says`);
    writeFileSync(path.join(copy, file), text.replace(found, edited));
  }
}

let copy: string;
let build: CopyBuild;

before(async () => {
  copy = copyOfProject(ownerFiles, { tests: true });
  addCategory(copy);
  // A phone's photo, shrunk: sharp resizes a large one the same way, only slower (test/build/pictures.test.ts).
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#f90"/><stop offset="1" stop-color="#036"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(gradient)).jpeg({ quality: 80 }).toFile(path.join(copy, 'src/content/articles/lighting-basics/window-light.jpg'));
  build = buildCopy(copy);
}, { timeout: 300_000 });

after(() => rmSync(copy, { recursive: true, force: true }));

describe("an owner's new content", () => {
  it('builds, with the category, the folder article and its picture, and without the draft or the post of the next day', () => {
    assert.equal(build.status, 0, build.stderr);
    assert.ok(existsSync(path.join(build.dir, 'blog/category/lighting/index.html')), 'the new category has its list');
    assert.ok(existsSync(path.join(build.dir, 'blog/lighting-basics/index.html')), 'the folder article has its page');
    assert.ok(readFileSync(path.join(build.dir, 'blog/lighting-basics/index.html'), 'utf8').includes('<img src="/assets/images/'), 'the folder article shows its photo');
    assert.ok(!existsSync(path.join(build.dir, 'blog/lighting-draft')), 'the draft is left out');
    assert.ok(!existsSync(path.join(build.dir, 'blog/lighting-tomorrow')), 'the post of the next day is left out');
  });

  it("passes the suites that read the site's content", { timeout: 900_000 }, () => {
    assert.equal(build.status, 0, 'the copy did not build');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=dot', '--test-concurrency=2', ...contentSuites], {
      cwd: copy,
      // Without NODE_TEST_CONTEXT, which would make the inner run report to this one instead of running as npm test does.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_TEST_CONTEXT')), SOURCE_DATE_EPOCH: testBuildEpoch, DIST_DIR: build.dir },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `${run.stdout.slice(-6000)}\n${run.stderr.slice(-3000)}`);
  });
});
