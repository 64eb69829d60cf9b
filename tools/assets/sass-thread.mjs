/**
 * The stylesheet's thread (compile-css.ts starts it): loading sass takes about 0.4 s, spent here
 * beside the render. A module of its own, importing sass by name, so that esbuild's graph of the
 * stylesheet's code finds sass and its key takes sass's version (code-digest.ts, asset-cache.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compile } from 'sass';

parentPort?.postMessage(compile(/** @type {{ entry: string }} */ (workerData).entry, { style: 'compressed' }).css);
