/**
 * An article file read: its front matter's data and its compiled body (compile-body.ts), the HTML
 * tree and what the build checks and derives from it (sections, links, components, steps, pictures,
 * words). Parsing is the costly part, so the results are cached on disk under the key of the code
 * that makes them (code-digest.ts): a file's record by the hash of its bytes, so a file that did not
 * change is not parsed at all; a body by its text, so an edit above it compiles nothing. A tree is
 * kept apart from what is derived from it and read only when a page renders it. The compiler is
 * loaded only when a body is not in the cache. `npm run build` and `npm run dev` read the files
 * through one store (tools/content/content-store.ts), so a body one of them compiled the other finds.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { codeKey } from '../keys/code-digest.ts';
import { digest } from '../keys/content-hash.ts';
import { lazyMarked } from '../keys/digest-mark.ts';
import type { BodyTree, CompiledBody } from './compiled-body.ts';

/** Where compiled bodies are kept, and the key of the code that made them. */
export interface CompileCache {
  readonly folder: string;
  readonly codeKey: string;
}

/** The compile cache in a folder (BUILD_CACHE/articles for the site): its files under the key of this code, in a folder of their own (keyed-folders.ts). */
export const compileCache = async (folder: string): Promise<CompileCache> => {
  const key = await codeKey(import.meta.filename);
  return { folder: path.join(folder, key), codeKey: key };
};

export type BodyFormat = 'md' | 'mdx';

/** Compiles a body and keeps it in the cache under its key, giving back its facts: in this thread (compileHere) or on the compiler's threads (compile-pool.ts). */
export type Compile = (cache: CompileCache, bodyKey: string, body: string, format: BodyFormat) => Promise<BodyFacts>;

/** Compiles a body in this thread, loading the compiler on its first use: a build that finds every body in the cache never loads it. */
export const compileHere: Compile = async (cache, bodyKey, body, format) => keepBody(cache, bodyKey, (await import('./compile-body.ts')).compileBody(body, format));

/** What is derived from a body, kept apart from its tree: what the content layer reads of it. */
export type BodyFacts = Omit<CompiledBody, 'tree'>;

/** An article file read: its front matter's data and its compiled body. */
export interface ReadArticle {
  readonly data: unknown;
  /** The body; its tree is read from the cache when first used. */
  readonly body: CompiledBody;
}

/** A file's record as the cache keeps it: its body named by the key of its text, which files with the same body share. */
export type FileRecord = Pick<ReadArticle, 'data'> & { readonly bodyKey: string; readonly facts: BodyFacts };

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** Writes the value and gives it back as the file holds it, so a build uses what the cache gives the next one (a tree's undefined fields dropped alike). */
const writeJson = <T>(file: string, value: T): T => {
  const text = JSON.stringify(value);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return JSON.parse(text) as T;
};

/* The cache's files, which `npm run build` and `npm run dev` both read and write through these: a body one compiled is found by the other. */
const recordFile = (cache: CompileCache, format: BodyFormat, bytes: Uint8Array) => path.join(cache.folder, 'files', `${digest(cache.codeKey, format, bytes)}.json`);
const factsFile = (cache: CompileCache, bodyKey: string) => path.join(cache.folder, 'bodies', `${bodyKey}.json`);
const treeFile = (cache: CompileCache, bodyKey: string) => path.join(cache.folder, 'trees', `${bodyKey}.json`);
/** The checked articles, in a folder of their own under the key of the code that checks them (`checks`). */
export const checkedFolder = (cache: CompileCache, checks: string) => path.join(cache.folder, 'checked', checks);
const checkedFile = (cache: CompileCache, checks: string, key: string) => path.join(checkedFolder(cache, checks), `${key}.json`);

/** The record of a file the cache holds, by the file's bytes. */
export const cachedRecord = (cache: CompileCache, format: BodyFormat, bytes: Uint8Array): FileRecord | undefined => readJson<FileRecord>(recordFile(cache, format, bytes));

/** Keeps a file's record, once its body's facts are kept (keepBody); gives it back as the cache holds it. */
export const keepRecord = (cache: CompileCache, format: BodyFormat, bytes: Uint8Array, record: FileRecord): FileRecord => writeJson(recordFile(cache, format, bytes), record);

/** What the content layer made of a file, kept under `key` (tools/content/article-files.ts: the file's bytes, and the code and the site it was checked against). */
export const cachedChecked = <T>(cache: CompileCache, checks: string, key: string): T | undefined => readJson<T>(checkedFile(cache, checks, key));

/** Keeps what the content layer made of a file; gives it back as the cache holds it. */
export const keepChecked = <T>(cache: CompileCache, checks: string, key: string, checked: T): T => writeJson(checkedFile(cache, checks, key), checked);

/** A front matter's data; throws the yaml package's YAMLParseError. */
export const parseFrontMatter = (yaml: string): unknown => parseYaml(yaml);

/** The key of a body in the cache: its text, its format and the code's key. */
export const bodyKeyOf = (cache: CompileCache, body: string, format: BodyFormat): string => digest(cache.codeKey, format, body);

/** The facts of a body the cache holds, by its key. */
export const cachedFacts = (cache: CompileCache, bodyKey: string): BodyFacts | undefined => readJson<BodyFacts>(factsFile(cache, bodyKey));

/** The tree of a body the cache holds, by its key. */
export const cachedTree = (cache: CompileCache, bodyKey: string): BodyTree | undefined => readJson<BodyTree>(treeFile(cache, bodyKey));

/** Keeps a compiled body, its tree apart from its facts; gives the facts back as the cache holds them. */
export function keepBody(cache: CompileCache, bodyKey: string, { tree, ...facts }: CompiledBody): BodyFacts {
  // The tree first: facts name a body only once all of it is written.
  writeJson(treeFile(cache, bodyKey), tree);
  return writeJson(factsFile(cache, bodyKey), facts);
}

/** A tree in the cache, marked with its body's key, read on the first look inside it: a build reads only the trees of the pages it renders. */
export function treeIn(cache: CompileCache, key: string): BodyTree {
  let tree: BodyTree | undefined;
  return lazyMarked(
    () => key,
    () => {
      tree ??= cachedTree(cache, key);
      if (!tree) throw new Error(`The compiled body ${treeFile(cache, key)} is missing or damaged: build again with an empty cache (BUILD_CACHE)`);
      return tree;
    },
  );
}

/**
 * Takes the file's record from the cache by its bytes, or parses the front matter (YAML) and
 * compiles the body, which is taken from the cache by its text when another file had it. `bodies`
 * keeps the bodies read or being compiled in this build; `split` divides a file's text, or throws.
 * Throws the yaml package's YAMLParseError, or the compiler's error (with line and column) on
 * invalid syntax. A .md file is Markdown only; components need .mdx.
 */
export async function readArticle(
  bytes: Uint8Array,
  split: () => { yaml: string; body: string },
  format: BodyFormat,
  cache: CompileCache,
  bodies: Map<string, Promise<BodyFacts>>,
  compile: Compile,
): Promise<ReadArticle> {
  let record = cachedRecord(cache, format, bytes);
  if (!record) {
    const { yaml, body } = split();
    const bodyKey = bodyKeyOf(cache, body, format);
    let facts = bodies.get(bodyKey);
    if (!facts) {
      const cached = cachedFacts(cache, bodyKey);
      facts = cached ? Promise.resolve(cached) : compile(cache, bodyKey, body, format);
      bodies.set(bodyKey, facts);
    }
    const data = parseFrontMatter(yaml);
    record = keepRecord(cache, format, bytes, { data, bodyKey, facts: await facts });
  }
  return { data: record.data, body: { ...record.facts, tree: treeIn(cache, record.bodyKey) } };
}
