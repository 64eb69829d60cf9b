/**
 * An article's Markdown body (MDX) compiled to its HTML tree, with what the build checks and
 * derives from it: the sections (for the table of contents), the links, the components and facts
 * it uses, and its HowTo steps. Compiling (and parsing the YAML above it) is the costly part, so
 * the result is cached on disk by the hash of the file and of the compiler (compile-body.ts and the
 * versions of its libraries), and the compiler is loaded only when a file is not in the cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { CompiledBody } from './compiled-body.ts';

/** Where compiled bodies are kept, and the key of the compiler that made them. */
export interface CompileCache {
  readonly folder: string;
  /** Changes when the compiler does, so a cached body compiled by an older one is not used. */
  readonly compilerKey: string;
}

/** What a cached body holds: an HTML tree (before, MDX's generated code), so no entry of another kind is read as one. */
const cacheFormat = 'hast tree 1';

/** The libraries compile-body.ts parses and converts with, whose versions are part of the key. */
const compilerLibraries = ['satteri', 'acorn', 'github-slugger'];

/** The compile cache in a folder (node_modules/.cache/articles for the site: see the README on keeping it between CI runs). */
export function compileCache(folder: string): CompileCache {
  const hash = createHash('sha256').update(cacheFormat);
  for (const file of [new URL('./compile-body.ts', import.meta.url), new URL('./image-syntax.ts', import.meta.url), new URL('./literal-values.ts', import.meta.url), new URL(import.meta.url)]) hash.update(readFileSync(file));
  for (const library of compilerLibraries) hash.update(readFileSync(new URL(`../../node_modules/${library}/package.json`, import.meta.url)));
  return { folder, compilerKey: hash.digest('hex') };
}

export type BodyFormat = 'md' | 'mdx';
export type Compile = (body: string, format: BodyFormat) => Promise<CompiledBody>;

/**
 * Compiles a body in this thread, loading the compiler on its first use (a build that finds every
 * body in the cache never loads it). Worker threads no longer pay: a body takes some 10 ms, a worker
 * some 1.3 s of CPU to start, and on 2 cores 400 and 1,000 new bodies compiled sooner here.
 */
export const compileHere: Compile = async (body, format) => (await import('./compile-body.ts')).compileBody(body, format);

/** An article file read: its front matter's data and its compiled body. */
export interface ReadArticle {
  readonly data: unknown;
  readonly body: CompiledBody;
  /** Names the body by its content: files with the same body share one compiled body. */
  readonly bodyKey: string;
}

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

/**
 * Parses the front matter (YAML) and compiles the body, or takes either from the cache: the front
 * matter's data keyed by its text, the compiled body by the body's text alone, so a body is compiled
 * once whatever front matter stands above it. `bodies` keeps the bodies read or being compiled in
 * this build. Throws the yaml package's YAMLParseError, or the compiler's syntax error (with line and
 * column) on invalid syntax. A .md file is Markdown only; components need .mdx.
 */
export async function readArticle(frontMatter: string, body: string, format: 'md' | 'mdx', cache: CompileCache, bodies: Map<string, Promise<CompiledBody>>, compile: Compile): Promise<ReadArticle> {
  const bodyKey = bodyKeyOf(cache, body, format);
  const data = frontMatterData(cache, frontMatter);
  let compiled = bodies.get(bodyKey);
  if (!compiled) {
    const cached = cachedBody(cache, bodyKey);
    compiled = cached ? Promise.resolve(cached) : compile(body, format).then((fresh) => keepBody(cache, bodyKey, fresh));
    bodies.set(bodyKey, compiled);
  }
  return { data, body: await compiled, bodyKey };
}

const keyOf = (cache: CompileCache, ...parts: string[]) => parts.reduce((h, part) => h.update(part).update('\0'), createHash('sha256').update(cache.compilerKey)).digest('hex');

/** The key of a body in the cache: its text, its format and the compiler's key. */
export const bodyKeyOf = (cache: CompileCache, body: string, format: BodyFormat): string => keyOf(cache, format, body);

const bodyFile = (cache: CompileCache, bodyKey: string) => path.join(cache.folder, 'bodies', `${bodyKey}.json`);

/** The front matter's data, from the cache or parsed (and kept there); throws the yaml package's YAMLParseError. */
export function frontMatterData(cache: CompileCache, frontMatter: string): unknown {
  const dataFile = path.join(cache.folder, 'front-matter', `${keyOf(cache, frontMatter)}.json`);
  return (readJson<{ data: unknown }>(dataFile) ?? writeJson(dataFile, { data: parseYaml(frontMatter) as unknown })).data;
}

/** A compiled body the cache holds, by its key. */
export const cachedBody = (cache: CompileCache, bodyKey: string): CompiledBody | undefined => readJson<CompiledBody>(bodyFile(cache, bodyKey));

/** Keeps a compiled body in the cache; gives it back as the cache holds it. */
export const keepBody = (cache: CompileCache, bodyKey: string, body: CompiledBody): CompiledBody => writeJson(bodyFile(cache, bodyKey), body);
