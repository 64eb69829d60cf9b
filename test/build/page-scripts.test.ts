/**
 * The JavaScript each page of dist/ loads: no inline code but JSON-LD and the speculation rules the
 * CSP allows by hash, one page script, React only where a page has an island, and nothing of the
 * test pages or of the articles the benchmark and the budget test add in their copies of the project.
 * The one inline style, the stylesheet, is allowed by its hash in each page's CSP and the hosts'.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { contentSecurityPolicy } from '../../tools/render/csp.ts';
import { attr, textOf } from '../../tools/render/html-elements.ts';
import { distFiles, distPages, Problems, readDist, type ParsedPage } from '../support/dist-files.ts';
import { site } from '../support/site.ts';

let pages: Map<string, ParsedPage>;
before(() => {
  pages = distPages();
});

/** React 19's element tag, a string every copy of React carries. */
const reactMark = 'react.transitional.element';
const reactFiles = () => distFiles().filter((file) => file.endsWith('.js') && readDist(file).includes(reactMark));

describe('every HTML file', () => {
  it('runs no inline script but JSON-LD and the hashed speculation rules, and sets no inline style or event handler', () => {
    const problems = new Problems();
    for (const [file, page] of pages) {
      for (const element of page.elements) {
        if (element.tagName === 'script') {
          const src = attr(element, 'src');
          const type = attr(element, 'type');
          if (type === 'speculationrules') {
            const hash = createHash('sha256').update(textOf(element)).digest('base64');
            problems.check(src === undefined && contentSecurityPolicy(site).includes(`'sha256-${hash}'`), `${file}: speculation rules whose hash the CSP does not allow`);
            continue;
          }
          problems.check(
            (src !== undefined && src.startsWith('/assets/') && type === 'module') || (src === undefined && type === 'application/ld+json'),
            `${file}: <script type=${type} src=${src}> is neither a module from /assets/ nor JSON-LD`,
          );
        }
        for (const name of Object.keys(element.attribs)) {
          problems.check(name !== 'style' && !name.startsWith('on'), `${file}: <${element.tagName} ${name}> is blocked by the CSP`);
        }
      }
    }
    assert.deepEqual(problems.list, []);
  });
});

describe('the stylesheet of every page', () => {
  it('is inline, the same text on every page, and its hash is in the CSP of the page, of _headers and of serve.json', () => {
    const problems = new Problems();
    const texts = new Set<string>();
    const headerCsp = /^\s*Content-Security-Policy: (.*)$/m.exec(readDist('_headers'))?.[1] ?? '';
    const serveCsp =
      (JSON.parse(readDist('serve.json')) as { headers: { source: string; headers: { key: string; value: string }[] }[] }).headers
        .find(({ source }) => source === '**')
        ?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value ?? '';
    for (const [file, page] of pages) {
      const styles = page.elements.filter((element) => element.tagName === 'style');
      problems.check(styles.length === 1 && page.head.includes(styles[0]!), `${file}: ${styles.length} <style> elements, expected the stylesheet alone, in the head`);
      problems.check(!page.head.some((element) => element.tagName === 'link' && attr(element, 'rel') === 'stylesheet'), `${file}: links a stylesheet, which the first paint would wait for`);
      if (!styles[0]) continue;
      const text = textOf(styles[0]);
      texts.add(text);
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const meta = page.head.find((element) => element.tagName === 'meta' && attr(element, 'http-equiv') === 'Content-Security-Policy');
      const styleSrc = (csp: string) => csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('style-src ')) ?? '';
      problems.check(styleSrc(attr(meta!, 'content') ?? '').split(' ').includes(hash), `${file}: the meta CSP's style-src does not allow its <style> (${hash})`);
      problems.check(styleSrc(headerCsp).split(' ').includes(hash), `${file}: _headers' style-src does not allow its <style>`);
      problems.check(styleSrc(serveCsp).split(' ').includes(hash), `${file}: serve.json's style-src does not allow its <style>`);
    }
    problems.check(texts.size === 1 && [...texts][0]!.includes('--color-bg'), `pages carry ${texts.size} different stylesheets`);
    problems.check(!distFiles().some((file) => file.endsWith('.css')), 'dist/ holds a stylesheet file no page needs');
    assert.deepEqual(problems.list, []);
  });
});

describe('the JavaScript of every page', () => {
  it('is one page script, the same on every page, and each island names its own built file', () => {
    const problems = new Problems();
    const scripts = new Set<string>();
    for (const [file, page] of pages) {
      const tags = page.head.filter((element) => element.tagName === 'script' && attr(element, 'src'));
      problems.check(tags.length === 1, `${file}: ${tags.length} script tags with src, expected the page script only`);
      scripts.add(attr(tags[0]!, 'src') ?? '');
      // Nothing is fetched on the way to the first paint: React and the islands come after it.
      problems.check(!page.head.some((element) => attr(element, 'rel') === 'modulepreload'), `${file}: preloads a module`);
      for (const island of page.elements.filter((element) => element.tagName === 'site-island')) {
        const name = attr(island, 'data-island');
        const src = attr(island, 'data-src') ?? '';
        problems.check(src.startsWith(`/assets/${name}-`) && distFiles().includes(src.slice(1)), `${file}: island ${name} names ${src}`);
      }
    }
    problems.check(scripts.size === 1 && [...scripts][0]!.startsWith('/assets/page-'), `pages name ${scripts.size} different scripts: ${[...scripts].join(' ')}`);
    assert.deepEqual(problems.list, []);
  });

  it('keeps React out of the page script and the chunks it imports', () => {
    assert.ok(reactFiles().length > 0, 'dist/ has React for the islands');
    const pageScript = distFiles().find((file) => /^assets\/page-\w+\.js$/.test(file))!;
    const imported = [...readDist(pageScript).matchAll(/from\s*["']\.\/([\w-]+\.js)["']|import\s*["']\.\/([\w-]+\.js)["']/g)].map((match) => `assets/${match[1] ?? match[2]}`);
    assert.deepEqual([pageScript, ...imported].filter((file) => readDist(file).includes(reactMark)), []);
  });
});

describe('dist/', () => {
  it('holds nothing of the test pages or the articles added by the benchmark (tools/measure/bench.ts) and the budget test', () => {
    const marks = ['CapCut editing notes, part', 'editing-notes-', '/fixture/', 'FixturePageErrorPage', 'ThrowsInBrowser'];
    const found = distFiles()
      .filter((file) => /\.(html|js|xml|json|txt)$/.test(file) || file.startsWith('_'))
      .flatMap((file) => marks.filter((mark) => readDist(file).includes(mark)).map((mark) => `${file}: ${mark}`));
    assert.deepEqual(found, []);
  });
});
