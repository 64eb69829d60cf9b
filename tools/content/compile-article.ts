/**
 * An article's Markdown body (MDX) compiled to a React component, with what the build checks and
 * derives from it: the sections (for the table of contents), the links, the components and facts
 * it uses, and its HowTo steps. Compiling (and parsing the YAML above it) is the costly part, so
 * the result is cached on disk by the hash of the file and of the compiler (compile-body.ts), and
 * the compiler is imported only when a file is not in the cache: loading @mdx-js/mdx and its
 * plugins costs about 0.4 s, more than reading every article from the cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { parse as parseYaml } from 'yaml';
import type { CompiledBody } from './compiled-body.ts';

/** Where compiled bodies are kept, and the key of the compiler that made them. */
export interface CompileCache {
  readonly folder: string;
  /** Changes when the compiler does, so a cached body compiled by an older one is not used. */
  readonly compilerKey: string;
}

/** The compile cache in a folder (node_modules/.cache/articles for the site: see the README on keeping it between CI runs). */
export function compileCache(folder: string): CompileCache {
  const compilerKey = createHash('sha256')
    .update(readFileSync(new URL('./compile-body.ts', import.meta.url)))
    .update(readFileSync(new URL(import.meta.url)))
    .update(readFileSync(new URL('../../node_modules/@mdx-js/mdx/package.json', import.meta.url)))
    .digest('hex');
  return { folder, compilerKey };
}

/** An article file read: its front matter's data and its compiled body. */
export interface ReadArticle {
  readonly data: unknown;
  readonly body: CompiledBody;
}

/**
 * Parses the front matter (YAML) and compiles the body, or takes both from the cache, keyed by the
 * file's text. Throws the yaml package's YAMLParseError, or MDX's own error (with line and column)
 * on invalid syntax. A .md file is Markdown only; components need .mdx.
 */
export async function readArticle(frontMatter: string, body: string, format: 'md' | 'mdx', { folder: cacheFolder, compilerKey }: CompileCache): Promise<ReadArticle> {
  const key = createHash('sha256').update(compilerKey).update(format).update(frontMatter).update('\0').update(body).digest('hex');
  const cached = path.join(cacheFolder, `${key}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as ReadArticle;
  } catch {
    // Not read yet.
  }
  const data: unknown = parseYaml(frontMatter);
  const { compileBody } = await import('./compile-body.ts');
  const read: ReadArticle = { data, body: compileBody(body, format) };
  mkdirSync(cacheFolder, { recursive: true });
  writeFileSync(cached, JSON.stringify(read));
  return read;
}

/**
 * The body as a component; it takes the components it uses as its `components` prop. The code is
 * MDX's function-body output, run as @mdx-js/mdx's runSync runs it (a Function given the JSX
 * runtime), without importing the compiler for it.
 */
export const bodyComponent = (code: string): ComponentType<{ components: Record<string, ComponentType<never>> }> =>
  (new Function(code) as (scope: object) => { default: ComponentType<{ components: Record<string, ComponentType<never>> }> })({ ...jsxRuntime, baseUrl: import.meta.url }).default;
