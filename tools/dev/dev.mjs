/**
 * `npm run dev`: starts Vite in middleware mode under the dev server's own HTTP server, and the
 * dev server (dev-server.ts) with it. Plain JavaScript, run by Node itself: Vite loads every
 * TypeScript module of the dev server and the site (its configuration, dev-vite.ts, with
 * runnerImport, before there is a server), so no TypeScript loader sits in front of Node's own,
 * where tsx's would hold some 170 MB for Vite's files alone.
 */
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, runnerImport } from 'vite';

const started = performance.now();
const root = fileURLToPath(new URL('../..', import.meta.url));
const http = createServer();
/** @type {{ module: typeof import('./dev-vite.ts') }} */
const { module: setup } = await runnerImport('/tools/dev/dev-vite.ts', { root, logLevel: 'warn' });
let run;
try {
  run = setup.devRun(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { config, changes } = await setup.devVite(http, run);
const vite = await createViteServer(config);
/** @type {typeof import('./dev-server.ts')} */
const server = await vite.ssrLoadModule('/tools/dev/dev-server.ts');
await server.serveDev(vite, http, changes, started, run);
