/**
 * `npm run dev` as a site owner uses it, in a copy of the project: it renders each page when asked
 * for and writes nothing to dist/; drafts are shown, marked; a saved article, an article added or
 * removed and a saved module show on the next request; a mistake is printed in the build's words
 * while every other page is still served, and saving the fix is enough; search answers from the
 * content as it is now; it stops on SIGTERM.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { codeKey } from '../../tools/keys/code-digest.ts';
import { articleFilesIn, formatOf, split } from '../../tools/content/article-files.ts';
import { readArticle } from '../../tools/markdown/compile-article.ts';
import { compileBody } from '../../tools/markdown/compile-body.ts';
import { copyOfProject } from '../support/project-copy.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { site } from '../support/site.ts';
import { ownersUnpublished, unpublishedArticles } from '../support/unpublished-articles.ts';

/** An article file of the tests' own, added while the server runs. */
const addedArticle = (title: string, word: string) => `---
title: ${title}
description: An article added while the dev server runs, about the ${word} workflow in CapCut, from import to export, step by step.
lead: The ${word} workflow, step by step.
category: Tutorial
icon: captions
tags: [${word}]
published: 2025-01-01
blog: listed
---

## The ${word} workflow {#workflow}

Open CapCut and follow the ${word} steps; the [download page](/download/) has the official links.
`;

describe('npm run dev', { timeout: 600_000 }, () => {
  // The fixtures' draft and scheduled post, not the owner's: npm run dev shows an owner's with whatever they still lack, and this test reads the problems it makes itself.
  const copy = copyOfProject(unpublishedArticles, { without: ownersUnpublished() });
  let dev: DevServer;
  const get = (urlPath: string) => fetch(`${dev.origin}${urlPath}`, { redirect: 'manual' });
  const page = async (urlPath: string) => (await get(urlPath)).text();
  /** Asks for the page until `shows` says it shows the change (a save is seen by the watcher a moment later). */
  const until = async (urlPath: string, shows: (html: string, status: number) => boolean) => {
    for (let waited = 0; ; waited += 50) {
      const response = await get(urlPath);
      const html = await response.text();
      if (shows(html, response.status)) return html;
      if (waited > 60_000) throw new Error(`${urlPath} never showed the change:\n${html.slice(0, 500)}\n${dev.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const file = (name: string) => path.join(copy, name);
  const article = file('src/content/articles/audio-sync.mdx');
  const original = readFileSync(article, 'utf8');

  before(async () => {
    dev = await startDevServer(copy);
  });
  after(async () => {
    await dev?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  it('renders each page when asked for, with the dev client and the stylesheet through Vite, and writes nothing to dist/', async () => {
    const html = await page('/blog/audio-sync/');
    assert.match(html, /<script type="module" src="\/tools\/dev\/dev-client\.ts"><\/script>/);
    assert.match(html, /<link rel="stylesheet" href="\/styles\/main\.scss">/);
    assert.match(html, /<script type="module" src="\/@capcut\/page\.js"><\/script>/);
    const css = await fetch(`${dev.origin}/styles/main.scss`, { headers: { accept: 'text/css' } });
    assert.match(css.headers.get('content-type') ?? '', /text\/css/);
    assert.match(await css.text(), /--color-bg:/);
    assert.equal(existsSync(file('dist')), false, 'no dist/ in the copy');
  });

  it('makes the social card of a page and the pictures of an article when first asked for', async () => {
    const html = await page('/blog/color-grading/');
    const card = /<meta property="og:image" content="https?:\/\/[^/"]+(\/assets\/cards\/\w+\.png)">/.exec(html)?.[1];
    assert.ok(card, 'the page names its card');
    const drawn = await get(card);
    assert.equal(drawn.status, 200);
    assert.equal(drawn.headers.get('content-type'), 'image/png');
    const pictures = [...html.matchAll(/(?:src|srcset)="(\/assets\/images\/[^" ]+)/g)].map(([, url]) => url!);
    assert.ok(pictures.length > 0, 'the article shows a picture');
    for (const url of pictures) assert.equal((await get(url)).status, 200, url);
  });

  it('shows drafts and scheduled posts, each marked and noindex', async () => {
    const draft = await page('/blog/zebrafinch-draft/');
    assert.match(draft, /<meta name="robots" content="noindex">/);
    assert.match(draft, /<p class="callout" role="note"><strong>Draft: not published\.<\/strong>/);
    assert.match(await page('/blog/monday-post/'), /<meta name="robots" content="noindex">/);
  });

  it('answers an alias and a path without its slash with a redirect, and an unknown path with the not-found page of its language', async () => {
    const alias = site.routes.find((route) => route.aliases.length > 0)!;
    const redirect = await get(alias.aliases[0]!);
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), alias.path);
    const noSlash = await get('/download');
    assert.equal(noSlash.status, 301);
    assert.equal(noSlash.headers.get('location'), '/download/');
    const missing = await get('/no-such-page/');
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<html lang="en">/);
    const missingEs = await get('/es/no-such-page/');
    assert.equal(missingEs.status, 404);
    assert.match(await missingEs.text(), /<html lang="es">/);
  });

  it('reads a saved article again alone, serves its change on the next request and says how long it took', async () => {
    const from = dev.output().length;
    writeFileSync(article, original.replace('Cut a frame or two **before**', 'Cut one frame **before**'));
    await until('/blog/audio-sync/', (html) => html.includes('Cut one frame <strong>before</strong>'));
    const [, ms] = await dev.printed(/saved src\/content\/articles\/audio-sync\.mdx: served in (\d+) ms/, from);
    assert.ok(Number(ms) >= 0);
    // Some 400 more words: a longer reading time, which the blog's card shows too.
    const entry = site.articles.bySlug.get('audio-sync')!;
    const cardMinutes = (html: string) => /href="\/blog\/audio-sync\/"[^]*?(\d+) min read/.exec(html)?.[1];
    assert.equal(cardMinutes(await page('/blog/')), String(entry.readingMinutes));
    writeFileSync(article, `${original}\n${'More words about timing cuts to the beat. '.repeat(50)}\n`);
    await until('/blog/', (html) => Number(cardMinutes(html)) > entry.readingMinutes);
  });

  it('keeps a saved article in the build\'s compile cache, where a build takes it by its bytes without parsing or compiling it', async () => {
    const saved = original.replace('Cut a frame or two **before**', 'Cut two frames **before**');
    writeFileSync(article, saved);
    await until('/blog/audio-sync/', (html) => html.includes('Cut two frames <strong>before</strong>'));
    // The copy's compile cache, keyed by the copy's code as its build keys it.
    const key = await codeKey(file('tools/markdown/compile-article.ts'), copy);
    const cache = { folder: path.join(file('build-cache/articles'), key), codeKey: key };
    const read = await readArticle(
      Buffer.from(saved),
      () => assert.fail('the file was split: the cache has no record of it'),
      'mdx',
      cache,
      new Map(),
      () => assert.fail('the body was compiled: the cache has none of it'),
    );
    assert.match(JSON.stringify(read.body.tree), /Cut two frames /);
    assert.equal((read.data as { title?: string }).title, site.articles.bySlug.get('audio-sync')!.record.title);
    writeFileSync(article, original);
    await until('/blog/audio-sync/', (html) => html.includes('Cut a frame or two <strong>before</strong>'));
  });

  it('shows a mistake in the build words while every other page is still served, and recovers when the fix is saved', async () => {
    const from = dev.output().length;
    writeFileSync(article, original.replace('published: 2025-06-19', 'published: 2025-13-45'));
    await dev.printed(/src\/content\/articles\/audio-sync\.mdx: (line \d+: )?published "2025-13-45" is not a date \(YYYY-MM-DD\) or a time with its offset \(YYYY-MM-DDTHH:MM\+01:00\)/, from);
    assert.equal((await get('/blog/audio-sync/')).status, 200, 'the article as it was last without a mistake');
    assert.equal((await get('/download/')).status, 200);
    const fixed = dev.output().length;
    writeFileSync(article, original);
    await dev.printed(/no problem left/, fixed);
    await until('/blog/audio-sync/', (html) => html.includes('Cut a frame or two <strong>before</strong>'));
  });

  it('names the line of an MDX syntax error', async () => {
    const from = dev.output().length;
    writeFileSync(article, `${original}\n<Callout>never closed\n`);
    await dev.printed(/src\/content\/articles\/audio-sync\.mdx: line \d+(:\d+)?: /, from);
    const fixed = dev.output().length;
    writeFileSync(article, original);
    await dev.printed(/no problem left/, fixed);
  });

  it('serves an article added while it runs, on its page, the blog and the sitemap page, and forgets it once removed', async () => {
    const added = file('src/content/articles/marmoset-notes.mdx');
    writeFileSync(added, addedArticle('Marmoset Notes', 'marmoset'));
    await until('/blog/marmoset-notes/', (html, status) => status === 200 && html.includes('The marmoset workflow'));
    assert.match(await page('/sitemap/'), /href="\/blog\/marmoset-notes\/"/);
    assert.match(await page('/blog/'), /href="\/blog\/marmoset-notes\/"/);
    assert.match(await page('/sitemap.xml'), /\/blog\/marmoset-notes\//);
    unlinkSync(added);
    await until('/blog/marmoset-notes/', (_html, status) => status === 404);
    assert.doesNotMatch(await page('/sitemap/'), /marmoset-notes/);
  });

  it('gives an English page its language version when a translation is added, and takes it away when removed', async () => {
    const original = file('src/content/articles/marmoset-original.mdx');
    writeFileSync(original, addedArticle('Marmoset Original', 'marmoset'));
    await until('/blog/marmoset-original/', (_html, status) => status === 200);
    const spanish = /hreflang="es" href="[^"]*\/es\/blog\/nota-de-prueba\/"/;
    assert.doesNotMatch(await page('/blog/marmoset-original/'), spanish);
    const translation = file('src/content/articles/es/nota-de-prueba.mdx');
    writeFileSync(
      translation,
      '---\ntitle: Nota de prueba\ndescription: Una traducción añadida mientras corre el servidor, sobre el flujo de trabajo en CapCut, paso a paso y sin prisa.\nlead: El flujo de trabajo, paso a paso.\ncategory: Tutorial\nicon: captions\ntags: [prueba]\npublished: 2025-01-01\ntranslationOf: marmoset-original\n---\n\n## El flujo de trabajo {#flujo}\n\nAbre CapCut y sigue los pasos.\n',
    );
    await until('/blog/marmoset-original/', (html) => spanish.test(html));
    assert.equal((await get('/es/blog/nota-de-prueba/')).status, 200);
    unlinkSync(translation);
    await until('/blog/marmoset-original/', (html) => !spanish.test(html));
    unlinkSync(original);
  });

  it('evaluates a saved module again: a figure of src/facts.ts shows on the next request', async () => {
    const facts = file('src/facts.ts');
    const text = readFileSync(facts, 'utf8');
    const [, version] = /version: \/\* @__PURE__ \*\/ fact\('([\d.]+)'/.exec(text)!;
    assert.ok((await page('/download/')).includes(version!));
    writeFileSync(facts, text.replaceAll(`'${version}'`, "'99.1.2'"));
    await until('/download/', (html) => html.includes('99.1.2'));
    writeFileSync(facts, text);
    await until('/download/', (html) => html.includes(version!) && !html.includes('99.1.2'));
  });

  it('keys the bodies of a saved compiler by its code, each compiled by it, on the compiler\'s threads too', async () => {
    const counter = file('tools/markdown/reading-time.ts');
    const text = readFileSync(counter, 'utf8');
    const counting = (extra: number) => text.replace(/\.length;$/m, `.length + ${extra};`);
    assert.notEqual(counting(1), text, 'the word counter ends in .length;');
    const folder = file('src/content/articles');
    const names = articleFilesIn(folder);
    const bytesOf = (name: string) => readFileSync(path.join(folder, name));
    const words = (extra: number) => Object.fromEntries(names.map((name) => [name, compileBody(split(bytesOf(name).toString('utf8'))!.body, formatOf(name)).words + extra]));
    const cachedWords = async (key: string) => {
      const cache = { folder: path.join(file('build-cache/articles'), key), codeKey: key };
      const fail = () => assert.fail('not in the cache');
      return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readArticle(bytesOf(name), fail, formatOf(name), cache, new Map(), fail).then((read) => read.body.words, () => undefined)])));
    };
    // Saved twice, one after the other: the bodies the first save sends to the compiler's threads are compiling there when the second is saved.
    let from = dev.output().length;
    writeFileSync(counter, counting(1000));
    await dev.printed(/saved tools\/markdown\/reading-time\.ts: served in/, from);
    from = dev.output().length;
    writeFileSync(counter, counting(2000));
    const key = await codeKey(file('tools/markdown/compile-article.ts'), copy);
    await dev.printed(/saved tools\/markdown\/reading-time\.ts: served in/, from);
    let cached = await cachedWords(key);
    for (let waited = 0; Object.values(cached).includes(undefined) && waited < 120_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      cached = await cachedWords(key);
    }
    assert.deepEqual(cached, words(2000));
    from = dev.output().length;
    writeFileSync(counter, text);
    await dev.printed(/saved tools\/markdown\/reading-time\.ts: served in/, from);
  });

  it('serves a page whose component throws as an error naming the file and line, keeps the others, and recovers', async () => {
    const component = file('src/pages/DownloadPage.tsx');
    const text = readFileSync(component, 'utf8');
    const opening = 'export default function DownloadPage() {';
    assert.ok(text.includes(opening));
    const from = dev.output().length;
    try {
      writeFileSync(component, text.replace(opening, `${opening}\n  throw new Error('A mistake for the test');`));
      const failed = await until('/download/', (_html, status) => status === 500);
      assert.match(failed, /A mistake for the test/);
      assert.match(failed, /src\/pages\/DownloadPage\.tsx:\d+/);
      await dev.printed(/Error on page \/download\/ \(DownloadPage\)[^]*A mistake for the test/, from);
      assert.equal((await get('/')).status, 200);
    } finally {
      writeFileSync(component, text);
    }
    await until('/download/', (_html, status) => status === 200);
  });

  it('serves a module that does not compile as an error naming the file and line, and recovers', async () => {
    // Another page than the test before saves: two saves of one file in quick succession can reach Vite's watcher as one.
    const component = file('src/pages/CapcutPcPage.tsx');
    const text = readFileSync(component, 'utf8');
    const opening = 'export default function CapcutPcPage() {';
    assert.ok(text.includes(opening));
    try {
      writeFileSync(component, text.replace(opening, `${opening}{`));
      const failed = await until('/capcut-pc/', (_html, status) => status === 500);
      assert.match(failed, /src\/pages\/CapcutPcPage\.tsx:\d+/);
    } finally {
      writeFileSync(component, text);
    }
    await until('/capcut-pc/', (_html, status) => status === 200);
  });

  it('answers search from the content as it is now', async () => {
    const pages = async () => ((await (await get('/pagefind/pagefind-entry.json')).json()) as { languages: Record<string, { page_count: number }> }).languages.en!.page_count;
    const before = await pages();
    assert.ok(before > 10);
    assert.equal((await get('/pagefind/pagefind.js')).status, 200);
    const added = file('src/content/articles/marmoset-search.mdx');
    writeFileSync(added, addedArticle('Marmoset Search', 'marmoset'));
    await until('/blog/marmoset-search/', (_html, status) => status === 200);
    assert.equal(await pages(), before + 1);
    unlinkSync(added);
  });

  it('stops on SIGTERM', async () => {
    assert.equal(await dev.stop(), 0);
  });
});
