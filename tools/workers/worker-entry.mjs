/**
 * The file each of worker-pool.ts's threads starts with (piscina's `filename`): a worker thread
 * does not take the TypeScript loader (tsx) of the thread that starts it, so it registers it, then
 * imports the worker module it was given (its URL is the pool's workerData) and answers each job with its default export's result,
 * or the error's message and its own plain fields (MDX's line, column, reason...), which a thrown
 * error would lose on its way between threads. A module that does not load rejects the job itself:
 * the pool then does the job in the build's thread.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
/** @type {Promise<(job: unknown) => unknown> | undefined} */
let work;

/** @param {unknown} job */
export default async function answer(job) {
  const run = await (work ??= import(workerData).then((module) => module.default));
  try {
    return { result: await run(job) };
  } catch (error) {
    const fields = Object.entries(/** @type {object} */ (error)).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
    return { error: { ...Object.fromEntries(fields), message: /** @type {Error} */ (error).message } };
  }
}
