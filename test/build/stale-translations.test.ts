/**
 * A translation older than its English original's last change is listed by the build as stale,
 * with both files and both dates, and the build still succeeds: on a copy of the project, the
 * English original gets a `modified` day after its translations' dates. The copy is no git
 * checkout, so a translation without `modified` is dated by its `published` (site-value.ts).
 * In the same build, a form the language's glossary rejects, written into a translation, is listed
 * by file and line the same way (src/i18n/glossary/).
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { dayOf } from '../../src/article-dates.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { split } from '../../tools/content/article-files.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { buildCopy, copyOfProject, type CopyBuild } from '../support/project-copy.ts';
import { ownersUnpublished } from '../support/unpublished-articles.ts';

const slug = 'blur-effects';
const englishFile = `src/content/articles/${slug}.mdx`;
// After every article's publication, so every translation is in the build.
const afterEveryPublication = String(Date.UTC(2030, 0, 1) / 1000);

const frontOf = (file: string) => parse(split(readFileSync(file, 'utf8'))!.yaml) as { translationOf?: string; published?: string | Date; modified?: string | Date };
const dayText = (value: string | Date | undefined): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

let copy: string;
let run: CopyBuild;
let translations: { file: string; day: string }[];
let changed: string;
/** A Spanish translation, and the line of it that gets a form the Spanish glossary rejects. */
const glossaryFile = 'src/content/articles/es/efectos-de-desenfoque.mdx';
let glossaryLine: number;

before(() => {
  // Built after every publication: without the owner's drafts and scheduled posts, which that date would publish as they stand.
  copy = copyOfProject({}, { without: ownersUnpublished() });
  const translationFiles = siteLocales.slice(1).flatMap(({ id }) => filesUnderSync(path.join(copy, 'src/content/articles', id)).filter((file) => /\.mdx?$/.test(file)).map((file) => `src/content/articles/${id}/${file}`));
  translations = translationFiles
    .filter((file) => frontOf(path.join(copy, file)).translationOf === slug)
    .map((file) => {
      const { modified, published } = frontOf(path.join(copy, file));
      return { file, day: dayText(modified ?? published) };
    });
  const latest = translations.map(({ day }) => day).sort().at(-1)!;
  changed = dayOf(new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString());
  const english = path.join(copy, englishFile);
  const text = readFileSync(english, 'utf8');
  const edited = /^modified: .*$/m.test(text) ? text.replace(/^modified: .*$/m, `modified: ${changed}`) : text.replace(/^published: .*$/m, (line) => `${line}\nmodified: ${changed}`);
  writeFileSync(english, edited);
  const translation = path.join(copy, glossaryFile);
  const lines = readFileSync(translation, 'utf8').split('\n');
  glossaryLine = lines.length + 1;
  writeFileSync(translation, `${lines.join('\n')}\nAnima la máscara con keyframes.\n`);
  run = buildCopy(copy, { env: { SOURCE_DATE_EPOCH: afterEveryPublication } });
});
after(() => rmSync(copy, { recursive: true, force: true }));

describe('stale translations', () => {
  it('has translations of the article to go stale', () => assert.ok(translations.length > 0, `a file of src/content/articles/<locale>/ translates ${slug}`));

  it('builds all the same', () => assert.equal(run.status, 0, run.stderr));

  it('lists each translation with its date beside the original’s', () => {
    const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith('Stale translation'));
    for (const { file, day } of translations) {
      const line = lines.find((candidate) => candidate.includes(file));
      assert.ok(line, `a "Stale translation" line names ${file}; the build said:\n${lines.join('\n')}`);
      assert.ok(line.includes(day), `${line}\nnames the translation's date ${day}`);
      assert.ok(line.includes(englishFile) && line.includes(changed), `${line}\nnames ${englishFile} and its date ${changed}`);
    }
  });

  it('lists a form the glossary rejects with its file and line, and the form to use', () => {
    const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith('Glossary:'));
    assert.deepEqual(lines, [`Glossary: ${glossaryFile}:${glossaryLine}: "keyframes" (keyframe); use "fotograma clave (fotogramas clave)"`]);
  });
});
