/**
 * The learning pages' translations say what the English says: each lists as many tips, hacks,
 * steps, topics and tags as the original, each guide that lays out data as many templates, steps, tips, plan
 * rows, mistakes and metrics, every figure it quotes is its fact's (read through the locale, as the
 * build reads it), and it names no video the English does not (the videos are the topics' own).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { factAt } from '../../src/facts-by-name.ts';
import { templateReach } from '../../src/facts.ts';
import { effects, effectsLibraryCopy, type EffectsFigures } from '../../src/content/learning/effects.ts';
import { topTemplatesCopy } from '../../src/content/learning/templates.ts';
import { tiktokGuideCopy } from '../../src/content/learning/tiktok.ts';
import { quickTipsCopy } from '../../src/content/learning/tips.ts';
import { videoTutorialsCopy } from '../../src/content/learning/tutorials.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { indonesian } from '../fixtures/locales/id.ts';
import { factText } from '../../src/i18n/use-locale.tsx';

/** The numbers of a text, in order, by value, a decimal comma read as a point ("8,4 mi+" and "8.4M+" both give 8.4, "3 M+" and "3.0M+" 3). */
const figuresOf = (text: string): number[] => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map(([number]) => Number(number.replaceAll(',', '.')));

/** The length of every list in a value, by its path: what a translation keeps when it says what the original says. */
function listLengths(value: unknown, at = ''): Record<string, number> {
  if (Array.isArray(value)) return Object.assign({ [at]: value.length }, ...value.map((item, index) => listLengths(item, `${at}.${index}`)));
  if (typeof value === 'object' && value !== null) return Object.assign({}, ...Object.entries(value).map(([key, item]) => listLengths(item, at ? `${at}.${key}` : key)));
  return {};
}

const figures = (fact: (name: string) => string): EffectsFigures => ({
  monthly: fact('proPrice.monthly'),
  yearly: fact('proPrice.yearly'),
  source: 'source',
  asOf: '2025-08-08',
  day: fact('proPrice.monthly.asOf'),
  maxEffects: fact('exportAdvice.maxEffects'),
  transitionLength: fact('exportAdvice.transitionLength'),
});

const english = (name: string) => String(factAt(name));
const translated = siteLocales.slice(1);

describe('the learning pages in every language', () => {
  it('are translated in Spanish and Portuguese', () => {
    for (const locale of translated) {
      for (const path of ['/quick-tips/', '/video-tutorials/', '/effects-library/'] as const) assert.ok(locale.pages[path], `${locale.id} translates ${path}`);
      for (const name of ['top-templates', 'tiktok-guide'] as const) assert.ok(locale.shared[name], `${locale.id} translates ${name}`);
    }
  });

  for (const locale of translated) {
    const fact = factText(locale, siteLocales[0]!.id);

    it(`${locale.id}: the pages list as many tips, steps, topics and tags as the English`, () => {
      const pages = locale.pages;
      assert.deepEqual(listLengths(pages['/quick-tips/']), listLengths({ ...quickTipsCopy, meta: pages['/quick-tips/']!.meta }));
      assert.deepEqual(listLengths({ ...pages['/video-tutorials/'], meta: undefined }), listLengths(videoTutorialsCopy));
      const effectsCopy = pages['/effects-library/']!;
      assert.deepEqual(listLengths({ ...effectsCopy, meta: undefined, tips: effectsCopy.usageTips(figures(fact)) }), listLengths({ ...effectsLibraryCopy, tips: effectsLibraryCopy.usageTips(figures(english)) }));
    });

    it(`${locale.id}: the effects library quotes the prices and advice of src/facts.ts`, () => {
      const copy = locale.pages['/effects-library/']!;
      assert.deepEqual(figuresOf(copy.get.premium(figures(fact))).slice(0, 2), figuresOf(effectsLibraryCopy.get.premium(figures(english))).slice(0, 2));
      assert.deepEqual(copy.usageTips(figures(fact)).map(figuresOf), effectsLibraryCopy.usageTips(figures(english)).map(figuresOf));
      assert.deepEqual(Object.keys(copy.effects).sort(), effects.map((effect) => effect.id).sort());
    });

    it(`${locale.id}: the guides that lay out data keep the English lists, ranks, levels, clips and reach figures`, () => {
      const ranking = locale.shared['top-templates']!;
      const { templates } = ranking.data(fact);
      const englishTemplates = topTemplatesCopy.data(english).templates;
      assert.deepEqual(
        templates.map(({ rank, category, difficulty, trending, premium, video }) => ({ rank, category, difficulty, trending, premium, video })),
        englishTemplates.map(({ rank, category, difficulty, trending, premium, video }) => ({ rank, category, difficulty, trending, premium, video })),
      );
      assert.deepEqual(
        templates.map((template) => [figuresOf(template.views), figuresOf(template.likes ?? ''), figuresOf(template.duration), template.tags.length, template.bestFor.length]),
        englishTemplates.map((template) => [figuresOf(template.views), figuresOf(template.likes ?? ''), figuresOf(template.duration), template.tags.length, template.bestFor.length]),
      );
      assert.deepEqual(listLengths(ranking.words), listLengths(topTemplatesCopy.words));

      const guide = locale.shared['tiktok-guide']!;
      const content = guide.data(fact);
      const englishGuide = tiktokGuideCopy.data(english);
      assert.deepEqual(listLengths({ ...content, templates: undefined }), listLengths({ ...englishGuide, templates: undefined }));
      assert.deepEqual(
        content.templates.map(({ icon, difficulty, premium, video, views }) => [icon, difficulty, premium, video, figuresOf(views)]),
        englishGuide.templates.map(({ icon, difficulty, premium, video, views }) => [icon, difficulty, premium, video, figuresOf(views)]),
      );
      assert.equal(content.walkthrough.totalMinutes, englishGuide.walkthrough.totalMinutes);
      assert.ok(content.templates.some((template) => template.name === content.mostViral), 'the most viral style is one of the cards');
      assert.deepEqual(
        content.walkthrough.steps.map((step) => figuresOf(step.text)),
        englishGuide.walkthrough.steps.map((step) => figuresOf(step.text)),
      );
      assert.deepEqual(Object.keys(guide.words.relatedLinks), Object.keys(tiktokGuideCopy.words.relatedLinks));
    });

    it(`${locale.id}: the template styles a reader is told to search in the app keep the names CapCut's gallery gives them, each with a gloss in the language`, () => {
      const gallery = Object.keys(templateReach.value);
      for (const shown of [locale.shared['top-templates']!.data(fact).templates, locale.shared['tiktok-guide']!.data(fact).templates]) {
        for (const template of shown) {
          assert.ok(gallery.includes(template.name), `${template.name} is no name of the gallery (src/facts.ts, templateReach)`);
          assert.ok(template.gloss && template.gloss !== template.name, `${template.name} has no gloss in ${locale.id}`);
        }
      }
      assert.ok(gallery.includes(locale.shared['tiktok-guide']!.data(fact).mostViral));
    });
  }
});

describe("the learning islands' buttons", () => {
  // A button named apart from its words (to say which card it is for) must start with them, so a voice command that reads the button finds it (WCAG 2.5.3, axe's label-content-name-mismatch).
  for (const { id, messages } of [...siteLocales, indonesian]) {
    it(`${id}: each name starts with the words the button shows`, () => {
      const pairs = [
        [messages.tutorialBrowser.watch, messages.tutorialBrowser.watchLabel],
        [messages.effectsFinder.get, messages.effectsFinder.getLabel],
        [messages.templateRanking.preview, messages.templateRanking.previewLabel],
        [messages.tiktokGuide.preview, messages.tiktokGuide.previewLabel],
      ] as const;
      for (const [shown, label] of pairs) assert.ok(label.startsWith(shown), `"${label}" starts with "${shown}"`);
    });
  }
});
