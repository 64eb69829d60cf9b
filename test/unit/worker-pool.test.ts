/** Work on worker threads (tools/workers/worker-pool.ts), and in this thread when few come or no worker starts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { workerPool } from '../../tools/workers/worker-pool.ts';

describe('workerPool', () => {
  it('does the work in this thread when its worker module cannot start', async () => {
    const double = workerPool<number, number>(new URL('./no-such-worker.ts', import.meta.url), (n) => n * 2, { fewest: 1, threads: 2 });
    assert.deepEqual(await Promise.all([1, 2, 3].map(double)), [2, 4, 6]);
  });

  it('does the work of a worker that dies, and the work nobody took, in this thread', async () => {
    const dying = new URL('data:text/javascript,export default () => process.exit(3)');
    const double = workerPool<number, number>(dying, (n) => n * 2, { fewest: 1, threads: 2 });
    assert.deepEqual(await Promise.all([1, 2, 3, 4, 5].map(double)), [2, 4, 6, 8, 10]);
  });

  it('does a few items in this thread, never starting a worker', async () => {
    const double = workerPool<number, number>(new URL('data:text/javascript,export default () => { throw new Error("a worker ran") }'), (n) => n * 2, { fewest: 4, threads: 2 });
    assert.deepEqual(await Promise.all([1, 2, 3].map(double)), [2, 4, 6]);
  });
});
