/** The pure parts of the browser build: React's file, the names islands import from it, the page script's module of URLs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserModulesSource, namesImportedFrom, reactSource } from '../../tools/assets/bundle-js.ts';

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
  it("names React's file and loads the search dialog's on demand", () => {
    assert.equal(
      browserModulesSource('/assets/react-A.js', '/assets/SearchDialog-B.js'),
      'export const reactFile = "/assets/react-A.js";\nexport const loadSearchDialog = () => import("/assets/SearchDialog-B.js");\n',
    );
  });
});
