/**
 * The compiler's threads: many bodies to compile (a first build, a new checkout, `npm run dev` on an
 * empty cache) are compiled on worker threads, one a core, each keeping what it compiled in the
 * compile cache as compileHere does, while this thread reads and checks files. A thread starts with
 * a body sent to it, and the threads end when their owner closes the pool (an open thread keeps the
 * process alive).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BodyFacts, Compile } from './compile-article.ts';

/** What a thread answers: the body's facts, or what the compiler threw, its message and plain fields (line, column, reason) kept across the threads. */
type Reply = { readonly id: number } & ({ readonly facts: BodyFacts } | { readonly error: { readonly message: string } & Record<string, unknown> });

export interface CompilePool {
  readonly compile: Compile;
  /** Ends the threads; a body sent after it starts them again. */
  readonly close: () => Promise<void>;
}

/** An error as a thread answers it, back to an Error with the compiler's fields. */
const errorOf = ({ message, ...fields }: { readonly message: string } & Record<string, unknown>): Error => Object.assign(new Error(message), fields);

export function compilePool(size = availableParallelism()): CompilePool {
  const threads: Worker[] = [];
  const waiting = new Map<number, { resolve: (facts: BodyFacts) => void; reject: (error: unknown) => void }>();
  let next = 0;
  const start = (): Worker => {
    const thread = new Worker(new URL('./compile-thread.mjs', import.meta.url));
    thread.on('message', (reply: Reply) => {
      const waiter = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('facts' in reply) waiter?.resolve(reply.facts);
      else waiter?.reject(errorOf(reply.error));
    });
    // A thread that dies takes its bodies with it: they fail, and the file they belong to says so.
    thread.on('error', (error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    });
    return thread;
  };
  const compile: Compile = (cache, bodyKey, body, format) =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      if (threads.length < size) threads.push(start());
      waiting.set(id, { resolve, reject });
      threads[(id - 1) % threads.length]!.postMessage({ id, cache, bodyKey, body, format });
    });
  return {
    compile,
    close: async () => {
      await Promise.all(threads.splice(0).map((thread) => thread.terminate()));
    },
  };
}
