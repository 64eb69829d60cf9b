/**
 * The compiler's thread of `npm run dev` (dev-server.ts starts it): it registers tsx, which a worker
 * thread does not take from the thread that starts it, then answers each body it is sent with
 * dev-compile-worker.ts's summary, or the error's message and its own plain fields (the compiler's
 * line, column and reason), which an error would lose on its way between threads.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: compile } = await import('./dev-compile-worker.ts');

parentPort?.on('message', (/** @type {{ id: number, job: import('./dev-content.ts').CompileJob }} */ { id, job }) => {
  try {
    parentPort?.postMessage({ id, result: compile(job) });
  } catch (error) {
    const fields = Object.entries(/** @type {object} */ (error)).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
    parentPort?.postMessage({ id, error: { ...Object.fromEntries(fields), message: /** @type {Error} */ (error).message } });
  }
});
