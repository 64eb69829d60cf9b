/**
 * Work that keeps a core busy for a while per item (drawing a social card) done on worker threads
 * by piscina, one per core, when a build has many items at once: a
 * first build, an empty cache. Items asked for in one turn of the event loop go together; fewer
 * than `fewest` are done in this thread, since a worker takes longer to start (loading tsx and the
 * libraries) than they take. A worker that cannot start or dies leaves its work to this thread.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

export interface PoolOptions {
  /** Fewer items than this at once are done in this thread. */
  readonly fewest?: number;
  /** Worker threads at most. */
  readonly threads?: number;
}

/** What a worker (worker-entry.mjs) answers: the result, or the error's message and its own plain fields. */
type WorkerReply<Result> = { readonly result: Result } | { readonly error: { readonly message: string } & Record<string, unknown> };

interface Queued<Job, Result> {
  readonly job: Job;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/** The thread every worker starts in: it registers tsx, which worker threads do not inherit, then runs the worker module. */
const workerEntry = new URL('./worker-entry.mjs', import.meta.url);

/** `work` done for each job, here or in `workerModule`, whose default export does the same work. */
export function workerPool<Job, Result>(workerModule: URL, work: (job: Job) => Result | Promise<Result>, { fewest = 32, threads = availableParallelism() }: PoolOptions = {}): (job: Job) => Promise<Result> {
  let queue: Queued<Job, Result>[] = [];

  /** One job after another, as the build's thread does everything else. */
  let here = Promise.resolve();
  const inThisThread = ({ job, resolve, reject }: Queued<Job, Result>) => {
    here = here.then(async () => {
      try {
        resolve(await work(job));
      } catch (error) {
        reject(error);
      }
    });
  };

  function onWorkers(items: readonly Queued<Job, Result>[]): void {
    const size = Math.min(threads, Math.ceil(items.length / fewest));
    const pool = new Piscina<Job, WorkerReply<Result>>({ filename: workerEntry.href, workerData: workerModule.href, minThreads: size, maxThreads: size, idleTimeout: Infinity });
    // A worker that fails to start or dies: the pool is stopped, and its jobs and the untaken ones are done here.
    let failed = false;
    const fail = () => {
      if (!failed) void pool.destroy();
      failed = true;
    };
    pool.on('error', fail);
    const runs = items.map(async (item) => {
      const reply = failed ? undefined : await pool.run(item.job).catch(fail);
      if (!reply) inThisThread(item);
      else if ('result' in reply) item.resolve(reply.result);
      else item.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    void Promise.all(runs).then(() => (failed ? undefined : pool.destroy()));
  }

  function flush(): void {
    const items = queue;
    queue = [];
    if (items.length < fewest || threads < 2) items.forEach(inThisThread);
    else onWorkers(items);
  }

  return (job) =>
    new Promise<Result>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ job, resolve, reject });
    });
}
