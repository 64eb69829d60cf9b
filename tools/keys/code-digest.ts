/**
 * The one key of code: the digest of a module and of every file of the project it imports, found
 * by esbuild's dependency graph (its metafile, without writing a bundle), with the versions of the
 * packages that code imports and of everything those packages depend on (package-lock.json), and
 * Node's. Every cache takes its code's key from here, each from the module that fills it
 * (`codeKey(import.meta.filename)`), so whatever that code imports, such as the word counter behind
 * a compiled body, keys the cache without being named. A page's key takes its page module's, so an
 * edit to a component renders again only the pages that import it; and a package no cache's code
 * imports (a test tool: lighthouse, playwright-core) can be bumped without a cache noticing.
 */
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { digest as hash } from './content-hash.ts';

/** The project the build's code lives in. */
const codeRoot = path.resolve(import.meta.dirname, '../..');

/**
 * This module as a file of the graph. It is in the closure of every cache's code, and its own code
 * keys them all, but its packages do not: esbuild only finds the files whose bytes a key hashes,
 * so another esbuild that finds the same files makes the same keys, and one that finds others,
 * others; a bump of esbuild then keys anew only the code that runs it (the browser bundle).
 */
const thisModule = path.relative(codeRoot, import.meta.filename);

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

/** A package as the lock file's `packages` map records it, by its path under the project (`node_modules/react-dom`). */
export interface LockedPackage {
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

export type LockedPackages = Readonly<Record<string, LockedPackage>>;

/** The package an import names (`react-dom/server`: react-dom; `@takumi-rs/core/x`: @takumi-rs/core); undefined for Node's own modules, which Node's version stands for. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || isBuiltin(specifier)) return undefined;
  return specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
}

/** The package one path holds, by the name it is imported by: the part after its last node_modules/. */
const nameAt = (at: string) => at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Where npm finds `name` for the package at `from` ('' for the project): in its own node_modules first, then in each one above it. */
function installedAt(packages: LockedPackages, from: string, name: string): string | undefined {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const candidate = `${at === '' ? '' : `${at}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (at === '') return undefined;
  }
}

/**
 * `name@version` of each package the project imports by `names` and of everything they depend on,
 * optional and peer dependencies included (a platform's binary of sharp, the React react-dom
 * renders with), sorted. A dependency the lock file does not hold is not installed and adds
 * nothing; one installed twice in different versions is there twice.
 */
export function packagesReached(packages: LockedPackages, names: Iterable<string>): string[] {
  const reached = new Set<string>();
  const visit = (from: string, name: string): void => {
    const at = installedAt(packages, from, name);
    if (at === undefined || reached.has(at)) return;
    reached.add(at);
    const { dependencies, optionalDependencies, peerDependencies } = packages[at]!;
    for (const dependency of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) visit(at, dependency);
  };
  for (const name of names) visit('', name);
  return [...new Set([...reached].map((at) => `${nameAt(at)}@${packages[at]!.version ?? ''}`))].sort();
}

/**
 * The packages installed in the root, as the lock file records them. A copy without one (some
 * tests') takes npm's own record of what its node_modules holds (node_modules/.package-lock.json,
 * the same map), else the ranges of package.json, so that a key still changes with what the
 * project asks for, if more often than it must.
 */
async function lockedPackages(root: string): Promise<LockedPackages> {
  for (const file of ['package-lock.json', 'node_modules/.package-lock.json']) {
    const lock = await readFile(path.join(root, file), 'utf8').then((text) => JSON.parse(text) as { packages?: LockedPackages }, () => undefined);
    if (lock?.packages) return lock.packages;
  }
  type Manifest = Partial<Record<'dependencies' | 'devDependencies' | 'optionalDependencies', Record<string, string>>>;
  const manifest = await readFile(path.join(root, 'package.json'), 'utf8').then((text) => JSON.parse(text) as Manifest, (): Manifest => ({}));
  const ranges = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
  return Object.fromEntries(Object.entries(ranges).map(([name, range]) => [`node_modules/${name}`, { version: range }]));
}

/** The digest of each entry file's code, by the entry as given (an absolute path, or one relative to the root). */
export async function codeDigests(root: string, entries: readonly string[]): Promise<Map<string, string>> {
  const [{ inputs }, packages] = await Promise.all([graphOf(root, entries), lockedPackages(root)]);
  const fileDigests = new Map<string, string>();
  await Promise.all(Object.keys(inputs).filter((input) => input !== '<stdin>').map(async (input) => fileDigests.set(input, hash(input, await readFile(path.resolve(root, input))))));
  const digestOf = (entry: string) => {
    const files = closure(inputs, path.relative(root, path.resolve(root, entry))).sort();
    // Only the packages this entry's own files import: another entry's, given in the same call, is none of its business.
    const imported = new Set(files.filter((file) => file !== thisModule).flatMap((file) => inputs[file]!.imports.filter((one) => one.external).map((one) => packageOf(one.path))).filter((name) => name !== undefined));
    return hash(hash(process.version, ...packagesReached(packages, imported)), ...files.map((file) => fileDigests.get(file)!));
  };
  return new Map(entries.map((entry) => [entry, digestOf(entry)]));
}

/** The digest of one module's code (its absolute path) and of all it imports. */
export const codeKey = async (module: string, root = codeRoot): Promise<string> => (await codeDigests(root, [module])).get(module)!;
