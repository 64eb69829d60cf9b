/**
 * Figures as each language writes them (src/i18n/format.ts): a figure of src/facts.ts in the
 * language's number format, and a count as a sentence of the language reads it before its noun,
 * with the language's own words for "more than" from its catalogue.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { spanish } from '../../src/i18n/catalogue/es-locale.ts';
import { brazilianPortuguese } from '../../src/i18n/catalogue/pt-br-locale.ts';
import { sentenceStart } from '../../src/fact-text.ts';
import { countInWords, localFigure } from '../../src/i18n/format.ts';
import { factInWords, factText } from '../../src/i18n/use-locale.tsx';

describe('localFigure', () => {
  // Intl keeps a number and its unit together with a no-break space.
  it('writes the figures typed in copy as the language does: multiples, counts, compact counts and prices', () => {
    const figures = ['2.5x', '1000+', '11.9M+', '$7.99', '310 MB', '9:16'];
    assert.deepEqual(figures.map((figure) => localFigure(brazilianPortuguese, figure)), ['2,5x', '1.000+', '11,9\u00a0mi+', 'US$\u00a07,99', '310 MB', '9:16']);
    assert.deepEqual(figures.map((figure) => localFigure(spanish, figure)), ['2.5x', '1,000+', '11.9\u00a0M+', 'USD\u00a07.99', '310 MB', '9:16']);
  });

  it('leaves the English figures of the facts as written on English pages', () => {
    assert.deepEqual(['templateStats.engagementLift', 'templateStats.newPerWeek', 'rating.reviews'].map(factText(english, 'en')), ['2.5x', '1000+', '11.9M+']);
  });
});

describe('countInWords', () => {
  const say = (locale: typeof spanish) => (value: string) => countInWords(locale, value, locale.messages.figures.count);

  it('says a large count in words, joined to its noun as the language joins it', () => {
    assert.deepEqual(['11.9M+', '500M+', '720K+', '1000+', '2.8M'].map(say(spanish)), ['más de 11.9 millones de', 'más de 500 millones de', 'más de 720 mil', 'más de 1,000', '2.8 millones de']);
    assert.deepEqual(['11.9M+', '500M+', '720K+', '1000+', '2.8M'].map(say(brazilianPortuguese)), ['mais de 11,9 milhões de', 'mais de 500 milhões de', 'mais de 720 mil', 'mais de 1.000', '2,8 milhões de']);
    assert.deepEqual(['11.9M+', '1000+'].map(say(english)), ['more than 11.9 million', 'more than 1,000']);
  });

  it('leaves a figure that is no count to localFigure', () => {
    assert.deepEqual(['2.5x', '310 MB'].map(say(brazilianPortuguese)), ['2,5x', '310 MB']);
  });

  it('reads a fact by its name', () => {
    assert.equal(`${factInWords(brazilianPortuguese)('rating.reviews')} avaliações`, 'mais de 11,9 milhões de avaliações');
    assert.equal(sentenceStart(`${factInWords(spanish)('rating.downloads')} descargas`), 'Más de 500 millones de descargas');
  });
});
