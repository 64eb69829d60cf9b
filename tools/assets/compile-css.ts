/**
 * The stylesheet: styles/main.scss compiled by sass, compressed, with a content-hashed name.
 * Loading sass takes about 0.4 s, so it runs in a worker thread, beside the render.
 */
import { Worker } from 'node:worker_threads';
import { contentHash } from '../keys/content-hash.ts';

export interface Stylesheet {
  /** Path relative to the output folder, e.g. assets/main-1A2B3C4D.css. */
  readonly file: string;
  readonly css: string;
}

const compileInWorker = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.sass).then(({ compile }) => parentPort.postMessage(compile(workerData.entry, { style: 'compressed' }).css));
`;

export async function compileCss(entry: string): Promise<Stylesheet> {
  const worker = new Worker(compileInWorker, { eval: true, workerData: { entry, sass: import.meta.resolve('sass') } });
  try {
    const css = await new Promise<string>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    return { file: `assets/main-${contentHash(css)}.css`, css };
  } finally {
    await worker.terminate();
  }
}
