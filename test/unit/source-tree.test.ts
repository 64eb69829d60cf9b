/** The shape of the source tree: no import circle in src/, and modules small enough to read in one sitting. */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { filesUnder } from '../../build/relative-path.ts';
import { projectRoot } from '../support/server.ts';

const sourceFiles = async (folder: string) =>
  (await filesUnder(path.join(projectRoot, folder)))
    // test/hosts/ installs its own packages (npm run test:hosts): not the project's code.
    .filter((file) => /\.tsx?$/.test(file) && !file.split('/').includes('node_modules'))
    .map((file) => `${folder}/${file}`);

/** Relative imports of a module, type-only ones included: a circle of types still ties the modules together. */
const importsOf = (file: string): string[] =>
  ts
    .preProcessFile(readFileSync(path.join(projectRoot, file), 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    .filter((target) => existsSync(path.join(projectRoot, target)));

/** Every circle of a graph, each as the path that closes it. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('circles', () => {
  it('finds a circle through three modules and none in a tree', () => {
    assert.deepEqual(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), [['a', 'b', 'c', 'a']]);
    assert.deepEqual(circles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), []);
  });
});

describe('the source tree', () => {
  it('has no import circle in src/', async () => {
    const files = await sourceFiles('src');
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    assert.deepEqual(circles(graph).map((circle) => circle.join(' -> ')), []);
  });

  it('keeps every module but content data and page copy under 200 lines', async () => {
    const isContent = (file: string) => file.startsWith('src/content/') || file.startsWith('src/pages/');
    const files = [...(await sourceFiles('src')), ...(await sourceFiles('build')), ...(await sourceFiles('test'))].filter((file) => !isContent(file));
    const long = files
      .map((file) => ({ file, lines: readFileSync(path.join(projectRoot, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 200)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    assert.deepEqual(long, []);
  });
});
