/**
 * Translations say what the English says, with the same figures: every fact a locale words
 * (src/content/fact-words/<locale>.ts, and the test locale's) exists and keeps its figures, and every
 * translated article (src/content/articles/<locale>/) names the article it translates and keeps
 * its sections (their `{#id}` anchors, in order) and its facts (`<Fact name=...>`).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { factAt } from '../../src/facts-by-name.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { split } from '../../tools/content/article-files.ts';
import { indonesian } from '../fixtures/locales/id.ts';
import { projectRoot } from '../support/server.ts';

const articlesDir = path.join(projectRoot, 'src/content/articles');
const locales = [...siteLocales.slice(1), indonesian];

/**
 * The numbers of a text, in order, each with its separators as points: "0,5-2 detik" and
 * "0.5-2 seconds" both give ["0.5", "2"], so a decimal comma may stand for a decimal point.
 */
const figuresOf = (text: string): string[] => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map(([number]) => number.replaceAll(',', '.'));

/** The article files of a folder: <slug>.md(x), or <slug>/index.mdx with its pictures. */
function articleFiles(folder: string): { slug: string; file: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && /\.mdx?$/.test(entry.name)) return [{ slug: entry.name.replace(/\.mdx?$/, ''), file: path.join(folder, entry.name) }];
    const index = path.join(folder, entry.name, 'index.mdx');
    return entry.isDirectory() && existsSync(index) ? [{ slug: entry.name, file: index }] : [];
  });
}

interface ArticleText {
  readonly fields: Record<string, unknown>;
  /** The `{#id}` anchors of its headings, in order. */
  readonly anchors: readonly string[];
  /** The facts it names, front matter included, sorted, each as often as it is named. */
  readonly facts: readonly string[];
}

function readArticleText(file: string): ArticleText {
  const text = readFileSync(file, 'utf8');
  const parts = split(text);
  assert.ok(parts, `${path.relative(projectRoot, file)} starts with front matter`);
  return {
    fields: (parse(parts.yaml) ?? {}) as Record<string, unknown>,
    anchors: [...parts.body.matchAll(/\{#([^}\s]+)\}/g)].map(([, id]) => id!),
    facts: [...text.matchAll(/<Fact name="([^"]*)"/g)].map(([, name]) => name!).sort(),
  };
}

const englishFiles = new Map(articleFiles(articlesDir).map(({ slug, file }) => [slug, file]));
const translationFolders = siteLocales.slice(1).flatMap(({ id }) => (existsSync(path.join(articlesDir, id)) ? [{ id, files: articleFiles(path.join(articlesDir, id)) }] : []));

describe('the facts a locale words', () => {
  it('reads numbers with a decimal point or comma alike', () => {
    assert.deepEqual(figuresOf('0,5-2 detik'), figuresOf('0.5-2 seconds'));
    assert.notDeepEqual(figuresOf('0.5-3 seconds'), figuresOf('0.5-2 seconds'));
    assert.notDeepEqual(figuresOf('2 GB RAM, Android 5.0'), figuresOf('Android 5.0, 2 GB RAM'));
  });

  for (const locale of locales) {
    it(`${locale.id}: each names a fact of src/facts.ts and keeps its figures`, () => {
      const problems = Object.entries(locale.factWords).flatMap(([name, words]) => {
        const value = factAt(name);
        if (value === undefined) return [`${name}: no fact of src/facts.ts has this name`];
        const [english, translated] = [figuresOf(String(value)), figuresOf(words)];
        return english.join(' ') === translated.join(' ') ? [] : [`${name}: "${words}" has the figures ${translated.join(', ') || 'none'}, the fact "${value}" has ${english.join(', ') || 'none'}`];
      });
      assert.deepEqual(problems, []);
    });
  }
});

describe('translated articles', () => {
  it('there are some to check', () => assert.ok(translationFolders.some(({ files }) => files.length > 0)));

  for (const { id, files } of translationFolders) {
    for (const { file } of files) {
      const name = path.relative(projectRoot, file);
      it(`${name} names its original and keeps its sections and facts`, () => {
        const translation = readArticleText(file);
        const slug = translation.fields.translationOf;
        assert.equal(typeof slug, 'string', `${name}: translationOf names the English article it translates`);
        const originalFile = englishFiles.get(slug as string);
        assert.ok(originalFile, `${name}: translationOf "${String(slug)}" is an English article of src/content/articles/`);
        const original = readArticleText(originalFile);
        assert.deepEqual(translation.anchors, original.anchors, `${name}: the {#id} anchors of ${path.relative(projectRoot, originalFile)}, in its order (${id})`);
        assert.deepEqual(translation.facts, original.facts, `${name}: the <Fact> names of ${path.relative(projectRoot, originalFile)}, each as often`);
      });
    }
  }
});
