/**
 * An article file read: its front matter's data and its compiled body (compile-body.ts), the HTML
 * tree and what the build checks and derives from it (sections, links, components, steps, pictures,
 * words). Parsing is the costly part, so the results are cached on disk under the key of the code
 * that makes them (code-digest.ts): a file's record by the hash of its bytes, so a file that did not
 * change is not parsed at all; a body by its text, so an edit above it compiles nothing. A tree is
 * kept apart from what is derived from it and read only when a page renders it. The compiler is
 * loaded only when a body is not in the cache.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { codeKey } from '../keys/code-digest.ts';
import { digest } from '../keys/content-hash.ts';
import { digestKey } from '../keys/digest-mark.ts';
import type { BodyTree, CompiledBody } from './compiled-body.ts';

/** Where compiled bodies are kept, and the key of the code that made them. */
export interface CompileCache {
  readonly folder: string;
  readonly codeKey: string;
}

/** The compile cache in a folder (node_modules/.cache/articles for the site: see the README on keeping it between CI runs). */
export const compileCache = async (folder: string): Promise<CompileCache> => ({ folder, codeKey: await codeKey(import.meta.filename) });

export type BodyFormat = 'md' | 'mdx';
export type Compile = (body: string, format: BodyFormat) => Promise<CompiledBody>;

/** Compiles a body in this thread (a worker costs more to start than it saves on 2 cores), loading the compiler on its first use: a build that finds every body in the cache never loads it. */
export const compileHere: Compile = async (body, format) => (await import('./compile-body.ts')).compileBody(body, format);

/** What is derived from a body, kept apart from its tree. */
type BodyFacts = Omit<CompiledBody, 'tree'>;

/** An article file read: its front matter's data and its compiled body. */
export interface ReadArticle {
  readonly data: unknown;
  /** The body; its tree is read from the cache when first used. */
  readonly body: CompiledBody;
}

/** A file's record as the cache keeps it: its body named by the key of its text, which files with the same body share. */
type FileRecord = Pick<ReadArticle, 'data'> & { readonly bodyKey: string; readonly facts: BodyFacts };

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

/** A tree in the cache, marked with its body's key, read on the first look inside it: a build reads only the trees of the pages it renders. */
function treeIn(file: string, key: string): BodyTree {
  let tree: BodyTree | undefined;
  const load = (): BodyTree => {
    tree ??= readJson<BodyTree>(file);
    if (!tree) throw new Error(`The compiled body ${file} is missing or damaged: build again with an empty cache (BUILD_CACHE)`);
    return tree;
  };
  return new Proxy({} as BodyTree, {
    // Digesting it asks JSON.stringify for its toJSON first, which a tree has not: that reads nothing.
    get: (_target, field) => (field === digestKey ? key : field === 'toJSON' ? undefined : Reflect.get(load(), field)),
    has: (_target, field) => Reflect.has(load(), field),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_target, field) => Reflect.getOwnPropertyDescriptor(load(), field),
  });
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
  const fileRecord = path.join(cache.folder, 'files', `${digest(cache.codeKey, format, bytes)}.json`);
  const treeFile = (key: string) => path.join(cache.folder, 'trees', `${key}.json`);
  let record = readJson<FileRecord>(fileRecord);
  if (!record) {
    const { yaml, body } = split();
    const bodyKey = digest(cache.codeKey, format, body);
    const factsFile = path.join(cache.folder, 'bodies', `${bodyKey}.json`);
    let facts = bodies.get(bodyKey);
    if (!facts) {
      const cached = readJson<BodyFacts>(factsFile);
      facts = cached
        ? Promise.resolve(cached)
        : compile(body, format).then(({ tree, ...fresh }) => {
            // The tree first: a record names a body only once all of it is written.
            writeJson(treeFile(bodyKey), tree);
            return writeJson(factsFile, fresh);
          });
      bodies.set(bodyKey, facts);
    }
    const data = parseYaml(yaml) as unknown;
    record = writeJson(fileRecord, { data, bodyKey, facts: await facts });
  }
  return { data: record.data, body: { ...record.facts, tree: treeIn(treeFile(record.bodyKey), record.bodyKey) } };
}
