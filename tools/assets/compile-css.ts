/**
 * The stylesheet: styles/main.scss compiled by sass, compressed, with a content-hashed name.
 * Loading sass takes about 0.4 s, so it runs in a worker thread (sass-thread.mjs), beside the render.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { contentHash } from '../keys/content-hash.ts';

export interface Stylesheet {
  /** Path relative to the output folder, e.g. assets/main-1A2B3C4D.css. */
  readonly file: string;
  readonly css: string;
}

/** The module the worker runs, which imports sass: the stylesheet's cache keys it with this one. */
export const cssThread = fileURLToPath(new URL('./sass-thread.mjs', import.meta.url));

export async function compileCss(entry: string): Promise<Stylesheet> {
  const worker = new Worker(cssThread, { workerData: { entry } });
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
