/** The pure parts of the browser build: the generated island loaders and the files a chunk pulls in. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { islandLoadersSource, preloadFor, staticClosure, type Bundle } from '../../build/bundle-js.ts';

const metafile = (outputs: Record<string, readonly string[]>): Metafile => ({
  inputs: {},
  outputs: Object.fromEntries(
    Object.entries(outputs).map(([file, imports]) => [
      file,
      { bytes: 0, inputs: {}, imports: imports.map((path) => ({ path, kind: path.startsWith('lazy:') ? 'dynamic-import' : 'import-statement' })), exports: [] },
    ]),
  ) as Metafile['outputs'],
});

describe('islandLoadersSource', () => {
  it('maps each island to a dynamic import of its file, which esbuild splits into a file of its own', () => {
    assert.equal(
      islandLoadersSource(new Map([['BlogPosts', '/site/src/islands/BlogPosts.tsx']])),
      'export const islandLoaders = {\n  "BlogPosts": () => import("/site/src/islands/BlogPosts.tsx"),\n};\n',
    );
  });
});

describe('staticClosure', () => {
  it('follows static imports through shared chunks, once each, and not dynamic ones', () => {
    const meta = metafile({ 'a.js': ['b.js', 'c.js', 'lazy:d.js'], 'b.js': ['c.js'], 'c.js': [], 'lazy:d.js': [] });
    assert.deepEqual(staticClosure(meta, 'a.js'), ['a.js', 'b.js', 'c.js']);
  });
});

describe('preloadFor', () => {
  const bundle: Bundle = {
    pageScript: '/assets/page.js',
    pageChunks: ['/assets/chunk-shared.js'],
    islandChunks: new Map([
      ['BlogPosts', ['/assets/BlogPosts.js', '/assets/react.js']],
      ['EditorFinder', ['/assets/EditorFinder.js', '/assets/react.js']],
    ]),
    files: [],
  };

  it('is the page script chunks alone on a page without islands', () => {
    assert.deepEqual(preloadFor(bundle, []), ['/assets/chunk-shared.js']);
  });

  it('adds the files of each island hydrated at load, React once', () => {
    assert.deepEqual(preloadFor(bundle, ['BlogPosts', 'EditorFinder']), ['/assets/chunk-shared.js', '/assets/BlogPosts.js', '/assets/react.js', '/assets/EditorFinder.js']);
  });
});
