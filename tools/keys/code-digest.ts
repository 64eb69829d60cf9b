/**
 * The one key of code: the digest of a module and of every file of the project it imports, found
 * by esbuild's dependency graph (its metafile, without writing a bundle), with the versions of the
 * packages (package-lock.json) and of Node. Every cache takes its code's key from here, each from
 * the module that fills it (`codeKey(import.meta.filename)`), so whatever that code imports, such as
 * the word counter behind a compiled body, keys the cache without being named. A page's key takes
 * its page module's, so an edit to a component renders again only the pages that import it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { digest as hash } from './content-hash.ts';

/** The project the build's code lives in. */
const codeRoot = path.resolve(import.meta.dirname, '../..');

/**
 * esbuild's graph of the files some entries import: one bundle importing them all, never written.
 * A bundle an entry costs esbuild as much again for each, and a page's plan asks for thirty.
 */
const graphOf = async (root: string, entries: readonly string[]) =>
  (await build({
    absWorkingDir: root,
    stdin: { contents: entries.map((entry) => `import ${JSON.stringify(path.resolve(root, entry))};`).join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    outfile: 'out.js',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  })).metafile;

/** The files of the project a file of the graph imports, its own path among them, relative to the root. */
function closure(inputs: Metafile['inputs'], file: string): string[] {
  const found = new Set([file]);
  for (const one of found) for (const imported of inputs[one]?.imports ?? []) if (!imported.external) found.add(imported.path);
  return [...found];
}

/** The digest of each entry file's code, by the entry as given (an absolute path, or one relative to the root). */
export async function codeDigests(root: string, entries: readonly string[]): Promise<Map<string, string>> {
  const { inputs } = await graphOf(root, entries);
  const fileDigests = new Map<string, string>();
  await Promise.all(Object.keys(inputs).filter((input) => input !== '<stdin>').map(async (input) => fileDigests.set(input, hash(input, await readFile(path.resolve(root, input))))));
  // The installed packages' versions: the lock file, or the manifest where a copy has none.
  const lock = await readFile(path.join(root, 'package-lock.json')).catch(() => readFile(path.join(root, 'package.json')));
  const packages = hash(lock, process.version);
  return new Map(entries.map((entry) => [entry, hash(packages, ...closure(inputs, path.relative(root, path.resolve(root, entry))).sort().map((input) => fileDigests.get(input)!))]));
}

/** The digest of one module's code (its absolute path) and of all it imports. */
export const codeKey = async (module: string, root = codeRoot): Promise<string> => (await codeDigests(root, [module])).get(module)!;

/** The files of the project a module imports itself, by absolute path. */
export const importedBy = async (root: string, module: string): Promise<string[]> =>
  (await graphOf(root, [module])).inputs[path.relative(root, module)]!.imports.filter((one) => !one.external).map((one) => path.resolve(root, one.path));
