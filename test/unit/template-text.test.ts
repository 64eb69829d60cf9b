/**
 * npm run new's placeholder words (tools/content/article-template.ts) still in an article
 * (tools/content/template-text.ts): each field and each part of the body as the template wrote it is
 * named with the file, read from the file as `npm run new` writes it and the content layer reads it;
 * what the owner has replaced is not.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { readArticleFolder } from '../../tools/content/content-store.ts';
import { articleTemplate, templateArticle } from '../../tools/content/article-template.ts';
import { templateTextProblems } from '../../tools/content/template-text.ts';

const root = mkdtempSync(path.join(tmpdir(), 'template-text-'));
after(() => rmSync(root, { recursive: true, force: true }));
const cache = path.join(root, 'cache');

const slug = 'trimming-long-clips';
/** The file as npm run new writes it. */
const written = templateArticle({ title: 'Trimming long clips', slug, category: 'Tips', published: '2025-09-01T09:00+00:00' });

let folders = 0;
/** What the check says of the file `text`, read as the content layer reads an article. */
async function problemsOf(text: string): Promise<string[]> {
  const folder = path.join(root, `case-${folders++}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, `${slug}.mdx`), text);
  const { articles, problems } = await readArticleFolder(folder, folder, cache);
  assert.deepEqual(problems, []);
  const found = articles.flatMap(templateTextProblems);
  // The content layer finds them as it checks the file, and keeps them with the article.
  assert.deepEqual(articles.flatMap((article) => article.placeholders), found);
  return found;
}

const ownDescription = 'How to cut a long phone clip down to the part worth keeping, in CapCut, without losing quality.';
const ownParagraph = 'Open the clip, drag the white handles to where the action starts and ends, then split.';

/** Each case: the file's edits (a text of the template, what the owner wrote instead) and the placeholders named, by what the line names. */
const cases: readonly (readonly [string, readonly (readonly [string, string])[], readonly string[]])[] = [
  ['as npm run new wrote it: the description, the lead, the heading and the paragraph', [], ['description', 'lead', 'the heading "First step" {#first-step}', 'the paragraph "Write the guide here.']],
  ['its draft line removed, and nothing else', [['draft: true\n', '']], ['description', 'lead', 'the heading', 'the paragraph']],
  ['the description written', [[articleTemplate.description, ownDescription]], ['lead', 'the heading', 'the paragraph']],
  ['the description and the lead written', [[articleTemplate.description, ownDescription], [articleTemplate.lead, 'Keep what matters.']], ['the heading', 'the paragraph']],
  ['the heading renamed, its id kept', [['## First step {#first-step}', '## Trim the start {#first-step}']], ['description', 'lead', 'the paragraph']],
  ['the paragraph written', [[`${articleTemplate.paragraph.opening} ${articleTemplate.paragraph.rest(slug)}`, ownParagraph]], ['description', 'lead', 'the heading']],
  ['the paragraph written after its opening sentence, which stays', [[articleTemplate.paragraph.rest(slug), ownParagraph]], ['description', 'lead', 'the heading', 'the paragraph']],
  [
    'everything written: nothing',
    [
      [articleTemplate.description, ownDescription],
      [articleTemplate.lead, 'Keep what matters.'],
      ['## First step {#first-step}', '## Trim the start {#trim}'],
      [`${articleTemplate.paragraph.opening} ${articleTemplate.paragraph.rest(slug)}`, ownParagraph],
    ],
    [],
  ],
];

describe("npm run new's placeholders in an article", () => {
  for (const [name, edits, expected] of cases) {
    it(name, async () => {
      const text = edits.reduce((file, [template, own]) => {
        assert.ok(file.includes(template), `the template no longer writes ${template}`);
        return file.replace(template, own);
      }, written);
      const found = await problemsOf(text);
      assert.deepEqual(
        found.map((line) => expected.find((what) => line.startsWith(`${slug}.mdx: ${what}`)) ?? line),
        expected,
      );
    });
  }

  it("names the file and says what to do, each line", async () => {
    const [description] = await problemsOf(written);
    assert.equal(description, `${slug}.mdx: description "Say in 70 to 160 characters what a reader learns here: se…" is npm run new's placeholder; write what a reader learns here, in 70 to 160 characters, or keep the article a draft (draft: true)`);
  });
});
