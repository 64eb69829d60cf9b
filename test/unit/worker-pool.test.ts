/** Work on worker threads (tools/workers/worker-pool.ts): cards drawn as in this thread, and in this thread when few come or no worker starts. */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { workerPool } from '../../tools/workers/worker-pool.ts';
import type { CardJob } from '../../tools/cards/page-cards.ts';
import { drawCard, loadCardFonts, type CachedCard, type CardContent } from '../../tools/cards/social-card.tsx';

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

describe('the card pool', () => {
  it('draws cards on worker threads byte for byte as in this thread', async () => {
    const fonts = await loadCardFonts();
    const [threads, here] = [await mkdtemp(path.join(tmpdir(), 'cards-threads-')), await mkdtemp(path.join(tmpdir(), 'cards-here-'))];
    try {
      const contents: CardContent[] = ['Download CapCut', 'Color Grading in CapCut: From Flat Footage to a Finished Look'].map((title) => ({ title, section: 'Learn', icon: 'lightbulb' }));
      const draw = workerPool<CardJob, CachedCard>(new URL('../../tools/cards/card-worker.ts', import.meta.url), ({ content }) => drawCard(content, fonts, here), { fewest: 1, threads: 2 });
      const drawn = await Promise.all(contents.map((content) => draw({ content, cacheDir: threads })));
      for (const [index, content] of contents.entries()) {
        const local = await drawCard(content, fonts, here);
        assert.equal(path.dirname(drawn[index]!.file), threads, 'drawn by a worker, into the folder it was sent');
        assert.deepEqual(await readFile(drawn[index]!.file), await readFile(local.file));
      }
    } finally {
      await Promise.all([threads, here].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
