/**
 * Each language's glossary (src/i18n/glossary/): the check finds every rejected form by line, as a
 * whole word, in the file's prose only; the forms it asks for are not themselves rejected; and the
 * site's own Spanish and Portuguese files use none of the rejected forms.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { glossaries, glossaryProblems, isTranslationFile } from '../../src/i18n/glossary/check.ts';
import { projectRoot } from '../support/server.ts';

const found = (locale: string, file: string, text: string) => glossaryProblems(locale, file, text).map(({ line, found: form, use }) => [line, form, use]);

describe('glossaryProblems', () => {
  it('names each rejected form with its line and the form to use', () => {
    const text = ['Abre la ficha de la App Store.', '', 'Anima con keyframes y «enfoca».'].join('\n');
    assert.deepEqual(found('es', 'fixture.mdx', text), [
      [1, 'la App Store', 'el App Store'],
      [3, 'keyframes', 'fotograma clave (fotogramas clave)'],
      [3, '«', '“ ”'],
      [3, '»', '“ ”'],
    ]);
    assert.deepEqual(glossaryProblems('es', 'fixture.mdx', 'la App Store')[0]?.file, 'fixture.mdx');
  });

  it('finds whole words and phrases only, in the order of the line', () => {
    assert.deepEqual(found('pt-br', 'a.mdx', 'Um trendy look, trends e uma trend.'), [
      [1, 'trends', 'tendência'],
      [1, 'trend', 'tendência'],
    ]);
    assert.deepEqual(found('es', 'a.mdx', 'Un montaje; un Montage.'), [[1, 'Montage', 'Montaje']]);
  });

  it('keeps the case where the glossary says so: the Beats tool is rejected, the musical beats are not', () => {
    assert.deepEqual(found('es', 'a.mdx', 'Corta en los beats. Abre Beats.'), [[1, 'Beats', 'Ritmo']]);
  });

  it('reads prose only: not comments, imports, object keys, paths, anchors or the names of facts and icons', () => {
    const page = [
      "/** The keyframes page (the English: keyframes.ts). */",
      "import { x } from '../keyframes/templates.ts';",
      "export const copy = { templates: 'Plantillas', 'CapCut template gallery': 'galería', link: '/blog/keyframes/' };",
      "// Custom words.",
      "const line = 'Anima con keyframes.';",
      "const reach = '{views} vistas · {likes} me gusta';",
    ].join('\n');
    assert.deepEqual(found('es', 'page.es.ts', page), [[5, 'keyframes', 'fotograma clave (fotogramas clave)']]);
    assert.deepEqual(found('pt-br', 'pt-br.ts', "views: '{views} visualizações', other: 'mil views'"), [[1, 'views', 'visualizações']]);
    const article = ['---', 'category: Templates', 'icon: custom', '---', '## Un título {#keyframes}', '<Fact name="templateStats.newPerWeek" /> ![x](./template.svg) [y](/tiktok-templates/)', '<!-- the Beats tool -->'].join('\n');
    assert.deepEqual(found('es', 'article.mdx', article), []);
  });

  it("leaves alone the names CapCut's gallery gives template styles", () => {
    assert.deepEqual(found('pt-br', 'a.ts', "const styles = 'Beat Drop Velocity, Lyric Overlay e uma batida (beat)';"), [[1, 'beat', 'batida (Batidas)']]);
  });

  it("refuses a link's language typed by hand, which the site adds itself, in an article and in a page's words", () => {
    assert.deepEqual(found('es', 'a.mdx', '- [Guía completa](/complete-guide/)\n- [Video tutoriales (en inglés)](/video-tutorials/)'), [[2, '(en inglés)', 'nothing: the link says it']]);
    assert.deepEqual(found('pt-br', 'page.pt-br.ts', "const links = { '/quick-tips/': 'Dicas rápidas (em inglês)' };"), [[1, '(em inglês)', 'nothing: the link says it']]);
  });

  it('says nothing for a language without a glossary', () => assert.deepEqual(glossaryProblems('id', 'a.mdx', 'keyframes «x»'), []));
});

describe('the glossaries', () => {
  for (const [locale, entries] of Object.entries(glossaries)) {
    it(`${locale}: every entry has a form to use that no entry rejects`, () => {
      const problems = entries.flatMap((entry) => [
        ...(entry.use.trim() === '' ? [`${entry.term}: no form to use`] : []),
        ...glossaryProblems(locale, 'glossary', entry.use).map((problem) => `${entry.term}: "${entry.use}" has "${problem.found}", which ${problem.term} rejects`),
      ]);
      assert.deepEqual(problems, []);
    });
  }
});

describe("the site's translations", () => {
  const files = readdirSync(path.join(projectRoot, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => `src/${file.split(path.sep).join('/')}`);
  for (const locale of Object.keys(glossaries)) {
    it(`${locale}: no file uses a form the glossary rejects`, () => {
      const own = files.filter((file) => isTranslationFile(locale, file));
      assert.ok(own.length > 10, `${locale}: the catalogue, the fact wordings, the pages and the articles (found ${own.join(', ')})`);
      assert.ok(own.includes(`src/i18n/catalogue/${locale}.ts`) && own.some((file) => file.startsWith(`src/content/articles/${locale}/`) && file.endsWith('.mdx')));
      const problems = own.flatMap((file) => glossaryProblems(locale, file, readFileSync(path.join(projectRoot, file), 'utf8')));
      assert.deepEqual(
        problems.map((problem) => `${problem.file}:${problem.line}: "${problem.found}" (${problem.term}); use "${problem.use}"`),
        [],
      );
    });
  }
});
