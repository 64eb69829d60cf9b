/**
 * Compiles article bodies, in this thread or, when a build has many to compile (a first build,
 * an empty cache), on worker threads, one per core: MDX takes some 14 ms a body, so 4,000 new
 * bodies keep one core busy for about a minute. The bodies asked for in one turn of the event loop
 * are compiled together; a few (`npm run dev` after a save) are compiled here, where the compiler
 * is already loaded, since a worker takes longer to start than they take to compile.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledBody } from './compiled-body.ts';

export type BodyFormat = 'md' | 'mdx';
export type Compile = (body: string, format: BodyFormat) => Promise<CompiledBody>;

/** What compile-worker.ts is sent, and what it answers. */
export interface CompileJob {
  readonly body: string;
  readonly format: BodyFormat;
}
export type CompileReply = { readonly compiled: CompiledBody } | { readonly error: { message: string; line?: number; column?: number; reason?: string } };

interface Queued extends CompileJob {
  resolve(compiled: CompiledBody): void;
  reject(error: unknown): void;
}

export interface PoolOptions {
  /** Fewer bodies than this at once are compiled in this thread. */
  readonly fewest?: number;
  /** Worker threads at most. */
  readonly threads?: number;
}

export function compilePool({ fewest = 32, threads = availableParallelism() }: PoolOptions = {}): Compile {
  let queue: Queued[] = [];

  async function inThisThread(jobs: readonly Queued[]): Promise<void> {
    const { compileBody } = await import('./compile-body.ts');
    for (const job of jobs) {
      try {
        job.resolve(compileBody(job.body, job.format));
      } catch (error) {
        job.reject(error);
      }
    }
  }

  /** Each worker takes the next body as soon as it has answered, until none is left; then it stops. */
  function onWorkers(jobs: readonly Queued[]): void {
    const waiting = [...jobs];
    const count = Math.min(threads, Math.ceil(jobs.length / fewest));
    // A worker thread does not take the TypeScript loader (tsx) of the thread that starts it: it registers it first.
    const script = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(new URL('./compile-worker.ts', import.meta.url).href)}); });`;
    for (let index = 0; index < count; index++) {
      const worker = new Worker(script, { eval: true });
      let current: Queued | undefined;
      const sendNext = () => {
        current = waiting.shift();
        if (current) worker.postMessage({ body: current.body, format: current.format } satisfies CompileJob);
        else void worker.terminate();
      };
      worker.on('message', (reply: CompileReply) => {
        if ('compiled' in reply) current!.resolve(reply.compiled);
        else current!.reject(Object.assign(new Error(reply.error.message), reply.error));
        sendNext();
      });
      // A worker that cannot start or stops leaves its body and those nobody has taken to this thread.
      worker.on('error', () => {
        const left = [current, ...waiting.splice(0)].filter((job) => job !== undefined);
        current = undefined;
        void inThisThread(left);
      });
      sendNext();
    }
  }

  function flush(): void {
    const jobs = queue;
    queue = [];
    if (jobs.length < fewest || threads < 2) void inThisThread(jobs);
    else onWorkers(jobs);
  }

  return (body, format) =>
    new Promise<CompiledBody>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ body, format, resolve, reject });
    });
}
