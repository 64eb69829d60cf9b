/**
 * Work that keeps a core busy for a while per item (drawing a social card; article bodies compile
 * in the build's thread since they became cheap, compile-article.ts) done on worker threads, one per core, when a build has many items at once: a first build,
 * an empty cache. Items asked for in one turn of the event loop go together; fewer than `fewest`
 * are done in this thread, since a worker takes longer to start (loading tsx and the libraries)
 * than they take. The worker module calls answerJobs with the same work.
 */
import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

export interface PoolOptions {
  /** Fewer items than this at once are done in this thread. */
  readonly fewest?: number;
  /** Worker threads at most. */
  readonly threads?: number;
}

/** What a worker answers: the result, or the error's message and its own plain fields (MDX's line, column, reason...). */
type Reply<Result> = { readonly result: Result } | { readonly error: { readonly message: string } & Record<string, unknown> };

interface Queued<Job, Result> {
  readonly job: Job;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/** `work` done for each job, here or in `workerModule`, which runs answerJobs(work). */
export function threadPool<Job, Result>(workerModule: URL, work: (job: Job) => Result | Promise<Result>, { fewest = 32, threads = availableParallelism() }: PoolOptions = {}): (job: Job) => Promise<Result> {
  let queue: Queued<Job, Result>[] = [];

  async function inThisThread(items: readonly Queued<Job, Result>[]): Promise<void> {
    for (const item of items) {
      try {
        item.resolve(await work(item.job));
      } catch (error) {
        item.reject(error);
      }
    }
  }

  /** Each worker takes the next job as soon as it has answered, until none is left; then it stops. */
  function onWorkers(items: readonly Queued<Job, Result>[]): void {
    const waiting = [...items];
    // A worker thread does not take the TypeScript loader (tsx) of the thread that starts it: it registers it first.
    const script = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule.href)}); });`;
    for (let index = 0; index < Math.min(threads, Math.ceil(items.length / fewest)); index++) {
      const worker = new Worker(script, { eval: true });
      let current: Queued<Job, Result> | undefined;
      const sendNext = () => {
        current = waiting.shift();
        if (current) worker.postMessage(current.job);
        else void worker.terminate();
      };
      worker.on('message', (reply: Reply<Result>) => {
        if ('result' in reply) current!.resolve(reply.result);
        else current!.reject(Object.assign(new Error(reply.error.message), reply.error));
        sendNext();
      });
      // A worker that cannot start or stops before its work is done leaves its job and those nobody has taken to this thread.
      const leave = () => {
        const left = [current, ...waiting.splice(0)].filter((item) => item !== undefined);
        current = undefined;
        if (left.length > 0) void inThisThread(left);
      };
      worker.on('error', leave);
      worker.on('exit', leave);
      sendNext();
    }
  }

  function flush(): void {
    const items = queue;
    queue = [];
    if (items.length < fewest || threads < 2) void inThisThread(items);
    else onWorkers(items);
  }

  return (job) =>
    new Promise<Result>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ job, resolve, reject });
    });
}

/** In a worker module: answers each job threadPool sends with `work`'s result or its error. */
export function answerJobs<Job, Result>(work: (job: Job) => Result | Promise<Result>): void {
  parentPort!.on('message', async (job: Job) => {
    let reply: Reply<Result>;
    try {
      reply = { result: await work(job) };
    } catch (error) {
      const fields = Object.entries(error as object).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
      reply = { error: { ...Object.fromEntries(fields), message: (error as Error).message } };
    }
    parentPort!.postMessage(reply);
  });
}
