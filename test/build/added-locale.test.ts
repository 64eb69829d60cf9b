/**
 * Adding a language is files and one line: on a copy of the project, the test language
 * (test/fixtures/locales/id.ts, Indonesian) is added by the fixture build's `extraLocales` (for
 * the real site, its line in src/i18n/locales.ts) and one translation copied into
 * src/content/articles/id/; no other file of the copy changes. The build then makes the
 * translation's page in its language, linked both ways with every other version of the article,
 * in the sitemap and the language's blog list, and the language's not-found page, and no copy of
 * any English page under /id/.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { split } from '../../tools/content/article-files.ts';
import { attr, documentElements, elementsInside } from '../../tools/render/html-elements.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { indonesian } from '../fixtures/locales/id.ts';
import { buildCopy, copyOfProject, type CopyBuild } from '../support/project-copy.ts';
import { ownersUnpublished } from '../support/unpublished-articles.ts';
import { projectRoot } from '../support/server.ts';

const fixture = path.join(projectRoot, 'test/fixtures/articles/id/efek-blur.mdx');
const translation = '/id/blog/efek-blur/';
const original = '/blog/blur-effects/';
// After every article's publication, so the site's Spanish and Portuguese translations are in the build too.
const afterEveryPublication = String(Date.UTC(2030, 0, 1) / 1000);

/** The paths of the site's own translations of the article `slug`, by hreflang: a translation's page is /<locale>/blog/<its slug>/. */
function siteTranslations(slug: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { id, lang } of siteLocales.slice(1)) {
    const folder = path.join(projectRoot, 'src/content/articles', id);
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder)) {
      const file = ['.mdx', '.md'].some((ext) => entry.endsWith(ext)) ? path.join(folder, entry) : path.join(folder, entry, 'index.mdx');
      if (!existsSync(file)) continue;
      const fields = parse(split(readFileSync(file, 'utf8'))?.yaml ?? '') as { translationOf?: string; path?: string };
      if (fields.translationOf === slug) found.set(lang, fields.path ?? `/${id}/blog/${entry.replace(/\.mdx?$/, '')}/`);
    }
  }
  return found;
}

let run: CopyBuild;
let copy: string;
before(() => {
  // Built after every publication: without the owner's drafts and scheduled posts, which that date would publish as they stand.
  copy = copyOfProject({ 'src/content/articles/id/efek-blur.mdx': readFileSync(fixture, 'utf8') }, { fixtures: true, without: ownersUnpublished() });
  run = buildCopy(copy, { fixtures: 'indonesian', env: { SOURCE_DATE_EPOCH: afterEveryPublication } });
});
after(() => rmSync(copy, { recursive: true, force: true }));

const built = (file: string) => readFileSync(path.join(run.dir, file), 'utf8');
const fileOf = (urlPath: string) => `${urlPath.slice(1)}index.html`;
const pathOf = (url: string) => new URL(url).pathname;

/** A page's `<html lang>` and its hreflang links, as paths by language. */
function pageLanguages(urlPath: string): { lang?: string; alternates: Map<string, string> } {
  const elements = documentElements(built(fileOf(urlPath)));
  const html = elements.find((element) => element.tagName === 'html');
  const links = elementsInside(elements, 'head').filter((element) => element.tagName === 'link' && attr(element, 'rel') === 'alternate' && attr(element, 'hreflang'));
  return { ...(html && { lang: attr(html, 'lang') }), alternates: new Map(links.map((link) => [attr(link, 'hreflang')!, pathOf(attr(link, 'href')!)])) };
}

/** The sitemap entry of a page: its alternates, as paths by language. */
function sitemapAlternates(urlPath: string): Map<string, string> | undefined {
  const entry = built('sitemap.xml')
    .split('<url>')
    .find((block) => /<loc>([^<]*)<\/loc>/.exec(block)?.[1]?.endsWith(urlPath));
  if (!entry) return undefined;
  return new Map([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, pathOf(href!)]));
}

describe('a language added by files and the build’s extraLocales', () => {
  const expected = () => new Map([['en', original], ...siteTranslations('blur-effects'), [indonesian.lang, translation], ['x-default', original]]);
  const sorted = (map: ReadonlyMap<string, string>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));

  it('builds, with the language nowhere in the site’s own list of languages', () => {
    assert.equal(run.status, 0, run.stderr);
    assert.doesNotMatch(run.stdout, /Stale translation: [^\n]*efek-blur/, 'the translation is newer than its original');
    assert.ok(!siteLocales.some(({ id }) => id === indonesian.id), 'Indonesian came from the fixture build, not src/i18n/locales.ts');
  });

  it('makes the translation’s page in its language', () => {
    const page = pageLanguages(translation);
    assert.equal(page.lang, 'id');
    assert.match(built(fileOf(translation)), /<meta property="og:locale" content="id_ID">/);
    assert.match(built(fileOf(translation)), /2-3 efek/, 'its <Fact> in the language’s wording (factWords)');
  });

  it('links the translation with every version of the article, itself and x-default included, and each of them back', () => {
    const want = sorted(expected());
    assert.deepEqual(sorted(pageLanguages(translation).alternates), want);
    for (const [lang, version] of expected()) {
      if (lang === 'x-default') continue;
      assert.deepEqual(sorted(pageLanguages(version).alternates), want, `${version} lists the same versions, /id/ included`);
    }
  });

  it('lists the alternates in the sitemap, on the translation’s entry and the original’s', () => {
    const want = sorted(expected());
    assert.deepEqual(sorted(sitemapAlternates(translation) ?? new Map()), want, `the sitemap's entry of ${translation}`);
    assert.deepEqual(sorted(sitemapAlternates(original) ?? new Map()), want, `the sitemap's entry of ${original}`);
  });

  it('lists the translation on the language’s blog and makes its not-found page', () => {
    const links = documentElements(built('id/blog/index.html')).filter((element) => element.tagName === 'a').map((element) => attr(element, 'href'));
    assert.ok(links.some((href) => href && pathOf(new URL(href, 'https://site.test').href) === translation), `/id/blog/ links to ${translation}`);
    const notFound = documentElements(built('id/404.html')).find((element) => element.tagName === 'html');
    assert.equal(notFound && attr(notFound, 'lang'), 'id');
  });

  it('makes no copy of an English page under /id/: the article, the blog’s lists and feed, and the not-found page only', () => {
    const pages = filesUnderSync(run.dir).filter((file) => file.startsWith('id/') && file.endsWith('.html'));
    const others = pages.filter((file) => file !== 'id/404.html' && file !== fileOf(translation) && !/^id\/blog\/(index\.html|category\/|page\/)/.test(file));
    assert.deepEqual(others, []);
  });
});
