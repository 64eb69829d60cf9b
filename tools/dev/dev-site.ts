/**
 * The code of `npm run dev` that Vite loads as modules (dev-server.ts loads it with ssrLoadModule and
 * loads it again after a saved module, which Vite then evaluates anew with what imports it): the
 * content store brought up to date with the build's own content layer (content-store.ts), the
 * answer for a path (dev-pages.ts) and what a mistake says, in the words of the build
 * (tools/pipeline/build-errors.ts).
 */
import path from 'node:path';
import { settleContent } from '../content/content-store.ts';
import { compileBody } from '../markdown/compile-body.ts';
import { describeBuildError } from '../pipeline/build-errors.ts';
import { siteSettingsOf } from '../pipeline/settings.ts';
import { componentWords } from '../render/component-words.ts';
import { modulesIn } from '../render/page-modules.ts';
import { answer, devSprite, pageNow, searchAnswer, snapshotOf, type Answer } from './dev-pages.ts';
import type { DevState } from './dev-state.ts';

export { closeSearchIndex as closeSearch } from '../search/search-index.ts';
export type { Answer } from './dev-pages.ts';

/** A mistake as the page's overlay and the terminal show it: the build's words, and the file and line they name. */
export interface DevProblem {
  readonly text: string;
  /** The file, relative to the project, and where in it. */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/** Runs the MDX compiler once, on a body of every kind of block, so the first saved body does not wait for the compiler to warm up. */
export const warmUp = (): void => void compileBody('## Warm {#warm}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<Callout>x</Callout>\n', 'mdx');

/** The words of the components that lay out data, counted once per content, address and language: they are counted again on every settle that makes the site again. */
const counted = new WeakMap<object, Map<string, number>>();
const componentWordsOnce: typeof componentWords = (content, settings, locale) => {
  const counts = counted.get(content) ?? new Map<string, number>();
  counted.set(content, counts);
  const key = `${settings.origin}${settings.base} ${locale?.id ?? ''}`;
  if (!counts.has(key)) counts.set(key, componentWords(content, settings, locale));
  return counts.get(key)!;
};

/** Brings the content up to date with what changed: as a build settles it, but reporting every problem and making the site from what it can. */
export async function settle(state: DevState): Promise<void> {
  const { root, siteEnv, sources, cacheDir, articlesDir } = state.config;
  const pageFiles = modulesIn(root, sources.pageDirs);
  await settleContent(state.content, siteSettingsOf(siteEnv, `${siteEnv.base}${(await devSprite()).url}`), {
    root,
    articlesDir,
    cacheDir,
    extraRoutes: sources.routes,
    pageExists: (page) => pageFiles.has(page),
    pageDirs: sources.pageDirs,
    componentWords: componentWordsOnce,
    publication: { at: siteEnv.buildTime, showUnpublished: true, preview: siteEnv.preview },
    report: () => undefined,
  });
}

/**
 * The answer for a URL path: the site brought up to date first under the caller's lock (`settled`);
 * the answer made outside it, so a picture or card being made does not hold up the other requests.
 */
export async function respond(state: DevState, urlPath: string, settled: <T>(work: () => Promise<T>) => Promise<T>): Promise<Answer> {
  const now = await settled(async () => {
    await settle(state);
    return snapshotOf(state);
  });
  return answer(state, now, urlPath);
}

/** A file of the search index: the site brought up to date under the caller's lock (`settled`), the index made outside it, so pages are answered meanwhile. */
export async function respondSearch(state: DevState, urlPath: string, settled: <T>(work: () => Promise<T>) => Promise<T>): Promise<Answer> {
  const now = await settled(async () => {
    await settle(state);
    return snapshotOf(state);
  });
  return searchAnswer(state, now, urlPath);
}

/** The HTML of a page as it is now (for a page open in a browser, after a change). */
export async function openPageNow(state: DevState, sitePath: string): Promise<string | undefined> {
  await settle(state);
  return pageNow(state, snapshotOf(state), sitePath);
}

/** Every problem the content has, each with its file and line ("src/content/articles/x.mdx: line 3:1: ..."). */
export const contentProblems = (state: DevState): DevProblem[] =>
  (state.content.content?.problems ?? []).map((text) => {
    const [, file, line, column] = /^([^\s:]+\.[a-z]+): (?:line (\d+)(?::(\d+))?)?/.exec(text) ?? [];
    return { text, ...(file && { file }), ...(line && { line: Number(line) }), ...(column && { column: Number(column) }) };
  });

/** The number of article files the store holds, for the line that says the server is ready. */
export const articleCount = (state: DevState): number => state.content.files.size;

/** What a page's render threw, as the build says it, with the first line of the project's code in its stack. */
export function describeError(state: DevState, error: unknown): DevProblem {
  const described = describeBuildError(error);
  // The build's words, without the stack's lines inside packages (React's renderer), which say nothing of the mistake.
  const text = (described instanceof Error ? (described.stack ?? described.message) : String(described))
    .split('\n')
    .filter((line) => !/^\s+at .*\/node_modules\//.test(line))
    .join('\n');
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const stack = cause instanceof Error ? (cause.stack ?? '') : '';
  const { root } = state.config;
  for (const [, file, line, column] of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)\)?/g)) {
    const absolute = file!.replace(/^file:\/\//, '');
    if (!absolute.startsWith(root) || absolute.includes('/node_modules/')) continue;
    return { text, file: path.relative(root, absolute), line: Number(line), column: Number(column) };
  }
  return { text };
}
