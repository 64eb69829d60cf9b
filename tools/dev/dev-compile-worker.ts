/**
 * The compiler's thread of `npm run dev` (started by dev-server.ts through dev-compile-thread.mjs):
 * compiles a body, or takes it from the build's compile cache, keeps it there as a build does (its
 * facts apart from its tree, compile-article.ts), and answers its facts, what the content layer
 * reads. It runs beside the server, so the server answers while a first run compiles every body.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { CompileJob } from './dev-content.ts';
import type { BodySummary } from './dev-state.ts';
import { cachedFacts, keepBody } from '../markdown/compile-article.ts';
import { compileBody } from '../markdown/compile-body.ts';

/**
 * The thread gives way to the server's, which answers the pages: on Linux each thread has a priority
 * of its own, set through its id (the one /proc/thread-self names). Elsewhere it keeps the server's.
 */
let yielding = false;
function giveWay(): void {
  if (yielding) return;
  yielding = true;
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // no per-thread priority here
  }
}

export default ({ cacheFolder, codeKey, bodyKey, body, format }: CompileJob): BodySummary => {
  giveWay();
  const cache = { folder: cacheFolder, codeKey };
  return cachedFacts(cache, bodyKey) ?? keepBody(cache, bodyKey, compileBody(body, format));
};
