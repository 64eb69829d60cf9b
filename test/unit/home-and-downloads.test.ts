/** The data behind the home and download pages: official links, one value per figure, the TOC's order. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { howToThing } from '../../src/components/HowTo.tsx';
import { installSteps } from '../../src/content/downloads/install-steps.ts';
import { platformEntries } from '../../src/content/downloads/platforms.ts';
import { proFigures, proPageCopy } from '../../src/content/downloads/pro.ts';
import { proPageCopyEs } from '../../src/content/downloads/pro.es.ts';
import { proPageCopyPtBr } from '../../src/content/downloads/pro.pt-br.ts';
import { homeCopy, homeFigures, sectionIds } from '../../src/content/home/home.ts';
import { factAt } from '../../src/facts-by-name.ts';
import { platforms } from '../../src/facts.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { officialLinks } from '../../src/site.ts';

describe('platform download entries', () => {
  it('are Android, PC/Windows and iOS, in that order', () => {
    assert.deepEqual(platformEntries.map((entry) => entry.channel), ['android', 'desktop', 'ios']);
  });

  it('lead to the official link of their channel', () => {
    for (const entry of platformEntries) assert.equal(entry.downloadUrl, officialLinks[entry.channel], entry.platform);
  });

  it('quote version and size from facts.ts, of their own platform', () => {
    assert.deepEqual(platformEntries.map((entry) => entry.key), ['android', 'windows', 'ios']);
    for (const entry of platformEntries) assert.deepEqual([entry.version, entry.size], [platforms[entry.key].version.value, platforms[entry.key].size.value], entry.key);
  });
});

describe('the home table of contents', () => {
  it('lists the sixteen sections of the spec in order, once each', () => {
    assert.deepEqual(
      sectionIds,
      ['introduction', 'features', 'download', 'reviews', 'capcut-pro', 'installation', 'web-vs-apk', 'templates', 'platform-guides', 'alternatives', 'troubleshooting', 'version-history', 'for-creators', 'safety', 'faqs', 'blog-preview'],
    );
  });

  it('has six FAQs with distinct questions', () => {
    const faqs = homeCopy.faqs(homeFigures((name) => String(factAt(name)), String, (name) => String(factAt(name))));
    assert.equal(faqs.length, 6);
    assert.equal(new Set(faqs.map((faq) => faq.question)).size, faqs.length);
  });

  it('quotes figures that src/facts.ts has, by their names', () => {
    const known = (name: string) => {
      assert.notEqual(factAt(name), undefined, name);
      return name;
    };
    homeFigures(known, String, known);
  });
});

describe('install steps', () => {
  it('serialize into HowTo records with one numbered step per visible step', () => {
    for (const [name, data] of Object.entries(installSteps)) {
      const thing = howToThing(data) as unknown as { step: { position: number; text: string }[] };
      assert.deepEqual(thing.step.map((step) => step.position), data.steps.map((_, index) => index + 1), name);
      assert.deepEqual(thing.step.map((step) => step.text), data.steps.map((step) => step.text), name);
    }
  });

  it('quote the Android size and iOS size of facts.ts', () => {
    assert.ok(installSteps.android.steps.some((step) => step.text.includes(platforms.android.size.value)), platforms.android.size.value);
    assert.ok(installSteps.ios.steps.some((step) => step.text.includes(platforms.ios.size.value)), platforms.ios.size.value);
  });

  it('have in every language the English steps, time and sizes', () => {
    for (const locale of siteLocales) {
      const translated = locale.shared['install-steps'] ?? installSteps;
      for (const [name, english] of Object.entries(installSteps)) {
        const steps = translated[name as keyof typeof installSteps];
        assert.deepEqual([steps.steps.length, steps.totalMinutes], [english.steps.length, english.totalMinutes], `${locale.id} ${name}`);
      }
      assert.ok(translated.android.steps.some((step) => step.text.includes(platforms.android.size.value)), `${locale.id} android`);
      assert.ok(translated.ios.steps.some((step) => step.text.includes(platforms.ios.size.value)), `${locale.id} ios`);
    }
  });
});

describe('the Free vs Pro rows', () => {
  const figures = proFigures((name) => String(factAt(name)));
  const languages = { en: proPageCopy, es: proPageCopyEs, 'pt-br': proPageCopyPtBr };

  it('never give the free plan something the Pro plan lacks, in any language', () => {
    for (const [language, copy] of Object.entries(languages)) {
      const problems = copy.plans.rows(figures).filter((row) => row.free === true && row.pro === false).map((row) => row.feature);
      assert.deepEqual(problems, [], language);
    }
  });

  it('mark the Pro-only tools as not included in the free plan, in any language', () => {
    for (const [language, copy] of Object.entries(languages)) {
      const proOnly = copy.plans.rows(figures).filter((row) => row.pro === true && row.free !== true);
      assert.ok(proOnly.length > 0 && proOnly.every((row) => row.free === false), language);
    }
  });

  it('say the same of each row in every language', () => {
    const marks = (copy: typeof proPageCopy) => copy.plans.rows(figures).map((row) => [typeof row.free === 'boolean' ? row.free : 'text', typeof row.pro === 'boolean' ? row.pro : 'text']);
    for (const [language, copy] of Object.entries(languages)) assert.deepEqual(marks(copy), marks(proPageCopy), language);
  });
});
