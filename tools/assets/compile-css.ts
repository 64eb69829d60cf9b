/**
 * The stylesheet: styles/main.scss compiled by sass, compressed. Every page carries it inline
 * (tools/render/document.ts), so it is no file of the site. Loading sass takes about 0.4 s, so it
 * runs in a worker thread (sass-thread.mjs), beside the render.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface Stylesheet {
  /** The compiled CSS, without the byte-order mark sass puts first when it holds other than ASCII (the page is UTF-8 already). */
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
    return { css: css.replace(/^\uFEFF/, '') };
  } finally {
    await worker.terminate();
  }
}
