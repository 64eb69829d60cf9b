/** Checks over every file of dist/: each test collects all its failures and reports them together. */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { HtmlValidate } from 'html-validate';
import { outputFile } from '../../build/output-path.ts';
import { origin } from '../../src/build-env.ts';
import { notFoundRoute, routes } from '../../src/routes.ts';
import { attr, distFiles, parsePage, Problems, readDist, urlPathOf, type ParsedPage } from '../support/dist-files.ts';
import { distDir, projectRoot } from '../support/server.ts';

const canonicalPaths = new Set(routes.map((route) => route.path));
const routeOf = (urlPath: string) => routes.find((route) => route.path === urlPath || route.aliases.includes(urlPath));
let files: string[];
let pages: Map<string, ParsedPage>;

before(() => {
  files = distFiles();
  pages = new Map(files.filter((file) => file.endsWith('.html')).map((file) => [file, parsePage(file)]));
});

describe('the files of dist/', () => {
  it('are the manifest paths and aliases, 404.html, the site files, public/ and hashed assets, and nothing else', () => {
    const publicFiles = readdirSync(path.join(projectRoot, 'public'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(projectRoot, 'public'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    const expected = [
      ...routes.flatMap((route) => [route.path, ...route.aliases].map(outputFile)),
      '404.html',
      'sitemap.xml',
      'robots.txt',
      '_headers',
      '_redirects',
      ...publicFiles,
    ].sort();
    const assets = files.filter((file) => file.startsWith('assets/'));
    assert.deepEqual(files.filter((file) => !file.startsWith('assets/')), expected);
    const unhashed = assets.filter((file) => !/^assets\/[A-Za-z0-9_-]+-[A-Z0-9]{8}\.(js|css)$/.test(file));
    assert.deepEqual(unhashed, [], 'every asset has a content-hashed name');
  });
});

describe('every HTML file', () => {
  it('passes html-validate', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // Same-origin scripts and styles only (the CSP says so), so subresource integrity adds nothing.
        'require-sri': 'off',
        // Titles are written for search results; the limit of 70 is a style preference.
        'long-title': 'off',
        // React writes boolean attributes as hidden="", which HTML defines as the same as hidden.
        'attribute-empty-style': 'off',
        // HTML allows any id without spaces; React's useId makes ids like "_R_d4_", which the strict mode rejects.
        'valid-id': ['error', { relaxed: true }],
        // React writes autoComplete and spellCheck in camel case and void elements as <input/>;
        // HTML attribute names are case-insensitive and the slash is allowed.
        'attr-case': 'off',
        'void-style': 'off',
      },
    });
    const problems = new Problems();
    for (const file of pages.keys()) {
      const report = await validator.validateString(readDist(file), file);
      for (const result of report.results) {
        for (const message of result.messages) problems.add(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    assert.deepEqual(problems.list, []);
  });

  it('links only to canonical paths, or to anchors that exist on their page', () => {
    const problems = new Problems();
    const pageAt = (urlPath: string) => pages.get(urlPath === '/' ? 'index.html' : outputFile(urlPath));
    for (const [file, page] of pages) {
      const here = file === '404.html' ? '/404.html' : urlPathOf(file);
      for (const link of page.elements.filter((element) => element.tagName === 'a')) {
        const href = attr(link, 'href');
        if (href === undefined) {
          problems.add(`${file}: an <a> without href`);
          continue;
        }
        if (/^(mailto|tel):/.test(href)) continue;
        const url = new URL(href, `${origin}${here}`);
        if (url.origin !== origin) continue;
        if (url.pathname === here && href.startsWith('#')) {
          problems.check(page.ids.has(url.hash.slice(1)), `${file}: ${href} points at no element on the page`);
          continue;
        }
        if (!canonicalPaths.has(url.pathname)) {
          problems.add(`${file}: ${href} is not a canonical path${routeOf(url.pathname) ? ` (alias of ${routeOf(url.pathname)!.path})` : ''}`);
          continue;
        }
        if (url.hash) problems.check(pageAt(url.pathname)?.ids.has(url.hash.slice(1)) ?? false, `${file}: ${href} points at no element on ${url.pathname}`);
      }
    }
    assert.deepEqual(problems.list, []);
  });

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
    const withReact = files.filter((file) => file.endsWith('.js') && readDist(file).includes('react.transitional.element'));
    assert.deepEqual(withReact.map((file) => file.replace(/-\w+\.js$/, '')), ['assets/core']);
  });
});

describe('the head of every page', () => {
  it('has a unique title and description, an absolute canonical URL, Open Graph and Twitter tags', () => {
    const problems = new Problems();
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const [file, page] of pages) {
      if (file === '404.html') continue;
      const urlPath = urlPathOf(file);
      const route = routeOf(urlPath);
      if (!route) {
        problems.add(`${file}: no route claims ${urlPath}`);
        continue;
      }
      const canonical = page.head.find((element) => attr(element, 'rel') === 'canonical');
      if (route.sitemap) {
        problems.check(canonical !== undefined && attr(canonical, 'href') === origin + route.path, `${file}: canonical is not ${origin + route.path}`);
      } else {
        problems.check(canonical === undefined && page.meta('robots') === 'noindex', `${file}: a page outside the sitemap is noindex without a canonical`);
      }
      for (const key of ['description', 'keywords', 'og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card', 'twitter:title']) {
        problems.check(Boolean(page.meta(key)), `${file}: no ${key}`);
      }
      problems.check(page.meta('og:url') === origin + route.path, `${file}: og:url is not the canonical URL`);
      if (urlPath !== route.path) continue; // an alias repeats its canonical page's head by design
      for (const key of ['title', 'description'] as const) {
        const value = key === 'title' ? page.title : (page.meta('description') ?? '');
        const other = seen[key].get(value);
        problems.check(value !== '' && other === undefined, `${file}: ${key} "${value}" is empty or also on ${other}`);
        seen[key].set(value, file);
      }
    }
    assert.deepEqual(problems.list, []);
  });

  it('has JSON-LD that parses, with @context and @type, the site records and breadcrumbs', () => {
    const problems = new Problems();
    for (const [file, page] of pages) {
      const types = page.jsonLd.map((thing) => thing['@type']);
      for (const thing of page.jsonLd) {
        problems.check(thing['@context'] === 'https://schema.org' && typeof thing['@type'] === 'string', `${file}: JSON-LD without @context or @type`);
      }
      for (const type of ['WebSite', 'SoftwareApplication']) problems.check(types.includes(type), `${file}: no ${type} JSON-LD`);
      const needsCrumbs = file !== 'index.html' && file !== '404.html';
      problems.check(types.includes('BreadcrumbList') === needsCrumbs, `${file}: BreadcrumbList ${needsCrumbs ? 'missing' : 'unexpected'}`);
      const route = routeOf(urlPathOf(file));
      if (route?.meta.ogType === 'article') problems.check(types.includes('Article'), `${file}: article page without Article JSON-LD`);
    }
    assert.deepEqual(problems.list, []);
  });
});

describe('404.html', () => {
  it('is the not-found page, kept out of search results', () => {
    const page = pages.get('404.html')!;
    assert.equal(page.title, notFoundRoute.meta.title);
    assert.equal(page.meta('robots'), 'noindex');
    assert.ok(page.elements.some((element) => element.tagName === 'h1'));
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the canonical indexable paths, with the priorities and frequencies of the manifest', () => {
    const { urlset } = new XMLParser().parse(readDist('sitemap.xml'));
    const listed = [urlset.url].flat().map((url: { loc: string; priority: number; changefreq: string }) => [url.loc, url.priority, url.changefreq]);
    const expected = routes
      .filter((route) => route.sitemap)
      .map((route) => [origin + route.path, route.sitemap!.priority, route.sitemap!.changefreq])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    assert.deepEqual(listed.sort((a, b) => String(a[0]).localeCompare(String(b[0]))), expected);
  });

  it('is valid against the sitemaps.org schema', { skip: spawnSync('xmllint', ['--version']).error ? 'xmllint is not installed' : false }, () => {
    const schema = path.join(projectRoot, 'test/fixtures/sitemap.xsd');
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, path.join(distDir, 'sitemap.xml')], { stdio: 'pipe' });
  });

  it('robots.txt names the sitemap', () => {
    assert.match(readDist('robots.txt'), new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, 'm'));
  });
});
