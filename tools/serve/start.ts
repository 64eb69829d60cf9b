/** `npm start` (after the build): serves dist/ on localhost:3000 under the base path of SITE_URL, as a static host would. */
import { createServer } from 'node:http';
import path from 'node:path';
import { optionsOrExit } from '../pipeline/script-options.ts';
import { siteEnvFrom } from '../pipeline/settings.ts';
import { listenOnLocalhost, siteHandler } from './site-server.ts';

optionsOrExit('npm start', {}, process.argv.slice(2));
const { base } = siteEnvFrom(process.env);

const root = path.resolve(import.meta.dirname, '../..');
const env = { ...process.env };
const port = Number(env.PORT ?? 3000);
const outDir = path.resolve(root, env.DIST_DIR ?? 'dist');

// The same base path as the build's: configured from the same SITE_URL.
const handle = siteHandler(outDir, base);
listenOnLocalhost(createServer((request, response) => void handle(request, response)), port, 'npm start', () =>
  console.log(`serving ${path.relative(root, outDir)}/ at http://localhost:${port}${base}/`),
);
