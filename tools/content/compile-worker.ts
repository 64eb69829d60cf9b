/**
 * A worker thread of compile-pool.ts: compiles the bodies it is sent, one a message, and answers
 * with the compiled body or with what MDX said was wrong (its line, column and reason).
 */
import { parentPort } from 'node:worker_threads';
import { compileBody } from './compile-body.ts';
import type { CompileJob, CompileReply } from './compile-pool.ts';

parentPort!.on('message', ({ body, format }: CompileJob) => {
  let reply: CompileReply;
  try {
    reply = { compiled: compileBody(body, format) };
  } catch (error) {
    const { message, line, column, reason } = error as Error & { line?: number; column?: number; reason?: string };
    reply = { error: { message, line, column, reason } };
  }
  parentPort!.postMessage(reply);
});
