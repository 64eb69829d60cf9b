/** The figures an article's text names (tools/content/figures-in-text.ts), written as each language writes them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { figureNames } from '../../src/facts-by-name.ts';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { spanish } from '../../src/i18n/catalogue/es-locale.ts';
import { unknownFigures, withFigures } from '../../tools/content/figures-in-text.ts';
import { figureWriting } from '../../tools/content/site-value.ts';

describe('figures in an article text', () => {
  it('are written as src/facts.ts writes them in English, and in the language\'s notation and words in a translation', () => {
    const text = 'Pro costs <Fact name="proPrice.monthly" />, seen <Count name="templateStats.topTenViews" /> times.';
    assert.equal(withFigures(text, figureWriting(english, 'en')), 'Pro costs $7.99, seen more than 500 million times.');
    assert.equal(withFigures(text, figureWriting(spanish, 'en')), 'Pro costs USD\u00a07.99, seen más de 500 millones de times.');
  });
  it('leave a text without a tag as it is', () => assert.equal(withFigures('No figure < here', figureWriting(english, 'en')), 'No figure < here'));
  it('name the tags whose figure src/facts.ts does not have', () =>
    assert.deepEqual(unknownFigures('<Fact name="proPrice.monthly" /> <Count name="no.such" /> <Fact name="nor.this" />', new Set(figureNames())), ['no.such', 'nor.this']));
});
