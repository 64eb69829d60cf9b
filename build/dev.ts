/**
 * `npm run dev`: builds, serves dist/ on localhost:3000, rebuilds on any change in src/, styles/
 * or public/, and reloads the open page. Each rebuild runs in a fresh process, so edited
 * modules are read anew.
 */
import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { basePath, sitePath } from '../src/site-address.ts';
import { configureFromEnvironment } from './site-env.ts';
import { siteHandler } from './site-server.ts';

configureFromEnvironment(process.env);

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const reloadScript = '/__dev/reload.js';
const clients = new Set<ServerResponse>();

/** Reconnects after a restart, and reloads the page when the server says a build finished. */
const reloadClient = `new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n`;

function build(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build/build.ts'], {
      cwd: root,
      env: { ...process.env, DEV_RELOAD_SCRIPT: reloadScript },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

let running: Promise<void> | undefined;
let again = false;
async function rebuild(reason: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    const start = Date.now();
    const ok = await build();
    console.log(ok ? `rebuilt in ${Date.now() - start} ms (${reason}); the open page reloads now` : `build failed (${reason}); the last good dist/ is still served`);
    if (ok) for (const client of clients) client.write('event: reload\ndata: now\n\n');
  })();
  await running;
  running = undefined;
  if (again) {
    again = false;
    await rebuild('more changes');
  }
}

// The same base path as the builds': configured from the same SITE_URL.
const serveSite = siteHandler(path.join(root, 'dist'), basePath());
// Nothing is served until the first build is done: a page opened before would name files that do not exist yet.
await rebuild('start');
createServer((request, response) => {
  if (request.url === '/__dev/events') {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    clients.add(response);
    request.on('close', () => clients.delete(response));
    return;
  }
  if (request.url === reloadScript) {
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    response.end(reloadClient);
    return;
  }
  void serveSite(request, response);
}).listen(port, 'localhost', () => console.log(`serving http://localhost:${port}${sitePath('/')} ; watching src/, styles/ and public/`));
let timer: NodeJS.Timeout | undefined;
const watchers: FSWatcher[] = ['src', 'styles', 'public'].map((folder) =>
  watch(path.join(root, folder), { recursive: true }, (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(`${folder}/${file}`), 100);
  }),
);
process.on('SIGINT', () => {
  watchers.forEach((watcher) => watcher.close());
  process.exit(0);
});
