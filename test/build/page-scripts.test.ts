/** The JavaScript each page of dist/ loads: no inline code (the CSP allows none), the boot script, one core, the page's own file. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { attr } from '../../build/html-elements.ts';
import { notFoundRoute } from '../../src/routing/routes.ts';
import { distFiles, distPages, Problems, readDist, routeOf, urlPathOf, type ParsedPage } from '../support/dist-files.ts';

let pages: Map<string, ParsedPage>;
before(() => {
  pages = distPages();
});

describe('every HTML file', () => {
  it('runs no inline script and sets no inline style or event handler (the CSP allows neither)', () => {
    const problems = new Problems();
    for (const [file, page] of pages) {
      for (const element of page.elements) {
        if (element.tagName === 'script') {
          const src = attr(element, 'src');
          const type = attr(element, 'type');
          problems.check(
            (src !== undefined && src.startsWith('/assets/') && type === 'module') || (src === undefined && type === 'application/ld+json'),
            `${file}: <script type=${type} src=${src}> is neither a module from /assets/ nor JSON-LD`,
          );
        }
        for (const { name } of element.attrs) {
          problems.check(name !== 'style' && !name.startsWith('on'), `${file}: <${element.tagName} ${name}> is blocked by the CSP`);
        }
      }
    }
    assert.deepEqual(problems.list, []);
  });
});

describe('the JavaScript of every page', () => {
  it("is the boot script, the one core of the site and the page's own file", () => {
    const problems = new Problems();
    const cores = new Set<string>();
    for (const [file, page] of pages) {
      const scripts = page.head.filter((element) => element.tagName === 'script' && attr(element, 'src'));
      problems.check(scripts.length === 1, `${file}: ${scripts.length} script tags with src, expected the boot script only`);
      const [boot] = scripts;
      if (!boot) continue;
      cores.add(attr(boot, 'data-app') ?? '');
      const preload = (attr(boot, 'data-preload') ?? '').split(' ');
      const route = file === '404.html' ? notFoundRoute : routeOf(urlPathOf(file));
      problems.check(
        preload.length === 1 && preload[0]!.startsWith(`/assets/${route?.page}-`),
        `${file}: fetches ${preload.join(' ')} with the core, expected the file of ${route?.page}`,
      );
    }
    problems.check(cores.size === 1 && [...cores][0]!.startsWith('/assets/core-'), `pages start ${cores.size} different cores: ${[...cores].join(' ')}`);
    assert.deepEqual(problems.list, []);
  });

  it('has React in the core only: page files take it from there', () => {
    // React 19's element tag, a string every copy of React carries.
    const withReact = distFiles().filter((file) => file.endsWith('.js') && readDist(file).includes('react.transitional.element'));
    assert.deepEqual(withReact.map((file) => file.replace(/-\w+\.js$/, '')), ['assets/core']);
  });
});
