/** The two checks of the browser build: data modules export data, and no module is bundled twice. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { modulesInBoth, nonDataExports } from '../../build/bundle-js.ts';

const metafile = (outputs: Record<string, readonly string[]>): Metafile => ({
  inputs: {},
  outputs: Object.fromEntries(
    Object.entries(outputs).map(([file, inputs]) => [
      file,
      { bytes: 0, inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])), imports: [], exports: [] },
    ]),
  ),
});

describe('nonDataExports', () => {
  it('accepts what JSON carries unchanged', () => {
    assert.deepEqual(nonDataExports({ list: [{ path: '/', n: 1, flag: true, none: null }], name: 'x', nested: { a: ['b'] } }), []);
  });

  it('names functions, undefined, dates and maps', () => {
    const values = { ok: 1, fn: () => 1, missing: undefined, inList: [undefined], date: new Date(0), map: new Map([[1, 2]]) };
    assert.deepEqual(nonDataExports(values), ['fn', 'missing', 'inList', 'date', 'map']);
  });
});

describe('modulesInBoth', () => {
  const core = metafile({ 'dist/assets/core-A.js': ['node_modules/react/index.js', 'src/shell/Header.tsx', 'src/site.ts'] });

  it('is empty when page files take shared modules from the core', () => {
    const pages = metafile({ 'dist/assets/HomePage-B.js': ['src/pages/HomePage.tsx', 'core:react', 'core:src/site.ts'] });
    assert.deepEqual(modulesInBoth(core, pages), new Map());
  });

  it('names each module bundled twice and the page files holding a copy', () => {
    const pages = metafile({
      'dist/assets/HomePage-B.js': ['src/pages/HomePage.tsx', 'src/site.ts'],
      'dist/assets/TermsPage-C.js': ['src/pages/TermsPage.tsx', 'src/site.ts', 'node_modules/react/index.js'],
    });
    assert.deepEqual(
      modulesInBoth(core, pages),
      new Map([
        ['src/site.ts', ['HomePage-B.js', 'TermsPage-C.js']],
        ['node_modules/react/index.js', ['TermsPage-C.js']],
      ]),
    );
  });
});
