/**
 * The code of `npm run dev` that Vite loads as modules (dev.ts loads it with ssrLoadModule and
 * loads it again after a saved module, which Vite then evaluates anew with what imports it): the
 * content held in memory (dev-content.ts), the answer for a path (dev-pages.ts) and what a
 * mistake says, in the words of the build (tools/pipeline/build-errors.ts).
 */
import path from 'node:path';
import { stripBase } from '../../src/site-address.ts';
import { compileBody } from '../markdown/compile-body.ts';
import { describeBuildError } from '../pipeline/build-errors.ts';
import { compileNow, compileWaiting, fileOfPath, settleContent, type ContentOptions } from './dev-content.ts';
import { answer, pageNow, searchAnswer, snapshotOf, type Answer } from './dev-pages.ts';
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

/** Brings the site up to date with what changed; true when it changed. */
export const settle = (state: DevState, options: ContentOptions): Promise<boolean> => settleContent(state, options);

/**
 * The answer for a URL path: the site brought up to date first, and the body of the article it shows
 * compiled if it still waits for it, under the caller's lock (`settled`); the answer made outside it,
 * so a picture or card being made does not hold up the other requests.
 */
export async function respond(state: DevState, options: ContentOptions, urlPath: string, settled: <T>(work: () => Promise<T>) => Promise<T>): Promise<Answer> {
  const { now, pictures } = await settled(async () => {
    await settleContent(state, options);
    const { site } = state.content!.loaded;
    const sitePath = stripBase(state.config.siteEnv.base, urlPath);
    const route = sitePath === undefined ? undefined : site.routeAt(sitePath);
    const file = route && fileOfPath(state, route.path);
    if (file && compileNow(state, file)) await settleContent(state, options);
    return { now: snapshotOf(state), pictures: state.content!.loaded.pictureFiles };
  });
  return answer(state, now, urlPath, pictures);
}

/** A file of the search index: the site brought up to date under the caller's lock (`settled`), the index made outside it, so pages are answered meanwhile. */
export async function respondSearch(state: DevState, options: ContentOptions, urlPath: string, settled: <T>(work: () => Promise<T>) => Promise<T>): Promise<Answer> {
  // Search renders every page: the bodies still waiting for the compiler's thread are compiled here first, a few at a time, so pages are answered meanwhile.
  for (let left = true; left; ) left = await settled(async () => compileWaiting(state, bodiesAtATime));
  const now = await settled(async () => {
    await settleContent(state, options);
    return snapshotOf(state);
  });
  return searchAnswer(state, now, urlPath);
}

/** Bodies compiled between two looks at the requests waiting. */
const bodiesAtATime = 16;

/** The HTML of a page as it is now (for a page open in a browser, after a change). */
export async function openPageNow(state: DevState, options: ContentOptions, sitePath: string): Promise<string | undefined> {
  await settleContent(state, options);
  return pageNow(state, snapshotOf(state), sitePath);
}

/** Every problem the content has, each with its file and line ("src/content/articles/x.mdx: line 3:1: ..."). */
export const contentProblems = (state: DevState): DevProblem[] =>
  (state.content?.problems ?? []).map((text) => {
    const [, file, line, column] = /^([^\s:]+\.[a-z]+): (?:line (\d+)(?::(\d+))?)?/.exec(text) ?? [];
    return { text, ...(file && { file }), ...(line && { line: Number(line) }), ...(column && { column: Number(column) }) };
  });

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
