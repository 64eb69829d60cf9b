/**
 * A thread of the compile pool (compile-pool.ts): it registers tsx, which a worker thread does not
 * take from the thread that starts it, then compiles each body it is sent into the compile cache
 * and answers its facts, or the error's message and its own plain fields (the compiler's line,
 * column and reason), which an error would lose on its way between threads.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { compileHere } = await import('./compile-article.ts');

parentPort?.on('message', async (/** @type {{ id: number, cache: import('./compile-article.ts').CompileCache, bodyKey: string, body: string, format: import('./compile-article.ts').BodyFormat }} */ { id, cache, bodyKey, body, format }) => {
  try {
    parentPort?.postMessage({ id, facts: await compileHere(cache, bodyKey, body, format) });
  } catch (error) {
    const fields = Object.entries(/** @type {object} */ (error)).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
    parentPort?.postMessage({ id, error: { ...Object.fromEntries(fields), message: /** @type {Error} */ (error).message } });
  }
});
