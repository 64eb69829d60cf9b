/** The pure parts of the browser build: React's file, the names islands import from it, the loader module, the preloads. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserModulesSource, namesImportedFrom, preloadFor, reactSource, type Bundle } from '../../build/bundle-js.ts';

describe('namesImportedFrom', () => {
  it('reads the imported names of every import from the URL, not their local aliases, and no other import', () => {
    const code = 'import{useId as j,useRef as ee}from"/assets/react-A.js";import{jsx as R}from"/assets/react-A.js";import{x}from"/assets/other.js";';
    assert.deepEqual(namesImportedFrom(code, '/assets/react-A.js'), ['useId', 'useRef', 'jsx']);
  });
});

describe('reactSource', () => {
  const exportsOf = (module: string) =>
    ({ react: ['Fragment', 'useState', 'useId', 'version'], 'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'], 'react-dom/client': ['createRoot', 'hydrateRoot', 'version'] })[module]!;

  it('exports only the names used, each once, from the module that has it first', () => {
    assert.equal(
      reactSource(exportsOf, new Set(['useState', 'Fragment', 'jsx', 'hydrateRoot'])),
      [
        'import * as m0 from "react";',
        'export const { Fragment, useState } = m0;',
        'import * as m1 from "react/jsx-runtime";',
        'export const { jsx } = m1;',
        'import * as m2 from "react-dom/client";',
        'export const { hydrateRoot } = m2;',
        '',
      ].join('\n'),
    );
  });
});

describe('browserModulesSource', () => {
  it('maps each island and the search dialog to a dynamic import of its file', () => {
    assert.equal(
      browserModulesSource(new Map([['BlogPosts', '/assets/BlogPosts-A.js']]), '/assets/SearchDialog-B.js'),
      'export const islandLoaders = {\n  "BlogPosts": () => import("/assets/BlogPosts-A.js"),\n};\nexport const loadSearchDialog = () => import("/assets/SearchDialog-B.js");\n',
    );
  });
});

describe('preloadFor', () => {
  const bundle: Bundle = {
    pageScript: '/assets/page.js',
    react: '/assets/react.js',
    islandChunks: new Map([
      ['BlogPosts', ['/assets/react.js', '/assets/BlogPosts.js']],
      ['EditorFinder', ['/assets/react.js', '/assets/EditorFinder.js']],
    ]),
    files: [],
  };

  it('is nothing on a page without islands at load', () => {
    assert.deepEqual(preloadFor(bundle, []), []);
  });

  it('is React once and the file of each island hydrated at load', () => {
    assert.deepEqual(preloadFor(bundle, ['BlogPosts', 'EditorFinder']), ['/assets/react.js', '/assets/BlogPosts.js', '/assets/EditorFinder.js']);
  });
});
