/**
 * `npm run dev`: builds, serves dist/ on localhost:3000, rebuilds on any change in src/, styles/
 * or public/, and reloads the open page. A builder process that stays up (./dev-builder.ts)
 * does the builds, so packages are loaded once and a change to articles alone rebuilds only the
 * pages. Each rebuild prints the time from the save to the reload.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { watch } from 'chokidar';
import type { BuildReply, BuildRequest } from './dev-builder.ts';
import { siteEnvFrom } from '../pipeline/settings.ts';
import { listenOnLocalhost, siteHandler } from './site-server.ts';

// Read once, as the builds read it: a SITE_URL that cannot be served stops here with its reason.
const { base } = siteEnvFrom(process.env);

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
const reloadScript = '/__dev/reload.js';
const clients = new Set<ServerResponse>();
const watched = ['src', 'styles', 'public'];
let timer: NodeJS.Timeout | undefined;

/** Reconnects after a restart, and reloads the page when the server says a build finished. */
const reloadClient = `new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n`;

/** Each file of the watched folders with its size and time of change: what changed is told by comparing two of these, not by the watcher's file names, which name a tool's temporary file where it replaced the real one. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of watched)
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      files.set(path.relative(root, file).split(path.sep).join('/'), `${size}:${mtimeMs}`);
    }
  return files;
}

const changesBetween = (before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Set<string> =>
  new Set([...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)));

/** The builder is replaced once it holds this much: each build leaves its modules in memory (about 8 MB). */
const builderMemoryLimit = 1024 ** 3;

/** A builder that is ready for its first request; its pages load the live-reload script. */
function startBuilder(): Promise<ChildProcess> {
  const child = fork(path.join(root, 'tools/serve/dev-builder.ts'), ['--reload-script', reloadScript, '--local'], { execArgv: ['--import', 'tsx'], stdio: 'inherit', serialization: 'advanced' });
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}
let builder = startBuilder();

/** Has the builder build; undefined when the build failed (the builder said why). */
async function build(changed: ReadonlySet<string>): Promise<BuildReply | undefined> {
  const child = await builder;
  const reply = await new Promise<BuildReply | undefined>((resolve) => {
    const lost = () => resolve(undefined);
    child.once('exit', lost);
    child.once('message', (answer: BuildReply) => {
      child.off('exit', lost);
      resolve(answer);
    });
    child.send({ changed: [...changed] } satisfies BuildRequest);
  });
  // A builder that stopped or grew is replaced; the next one builds everything once.
  if (!reply || child.exitCode !== null || reply.rss > builderMemoryLimit) {
    child.kill();
    builder = startBuilder();
  }
  return reply?.ok ? reply : undefined;
}

let running: Promise<void> | undefined;
/** Whether something changed since the last build started, and when the first change was seen. */
let pending = false;
let firstSave = 0;

/** The files as the last build read them. */
let built = new Map<string, string>();

async function rebuild(): Promise<void> {
  if (running) return running;
  const start = built.size === 0;
  const now = snapshot();
  const changed = start ? new Set<string>() : changesBetween(built, now);
  const saved = firstSave;
  pending = false;
  // A tool's temporary file, written and removed again, changes nothing.
  if (!start && changed.size === 0) return;
  running = (async () => {
    const reply = await build(changed);
    // After a failure the next build compares with the last good one, so it sees this change too.
    if (reply) built = now;
    const what = reply && `${reply.pages} page${reply.pages === 1 ? '' : 's'}, the others unchanged`;
    const names = [...changed].slice(0, 3).join(', ') + (changed.size > 3 ? ` and ${changed.size - 3} more` : '');
    if (what === undefined) console.log(`build failed (${names || 'start'}); the last good dist/ is still served`);
    else {
      for (const client of clients) client.write('event: reload\ndata: now\n\n');
      console.log(changed.size ? `saved to reload in ${Math.round(performance.now() - saved)} ms (${names}; rebuilt ${what})` : `built in ${Math.round(performance.now() - saved)} ms`);
    }
  })();
  await running;
  running = undefined;
  if (pending) await rebuild();
}

/**
 * chokidar watches the folders, and those made later; what changed is told by comparing snapshots,
 * not by the names it reports, which name a tool's temporary file where it replaced the real one.
 */
const watcher = watch(watched, { cwd: root, ignoreInitial: true })
  .on('all', onChange)
  .on('error', (error) => console.error(`watching src/, styles/ and public/: ${String(error)}`));

// The same base path as the builds': configured from the same SITE_URL.
const serveSite = siteHandler(path.resolve(root, process.env.DIST_DIR ?? 'dist'), base);
// Nothing is served until the first build is done: a page opened before would name files that do not exist yet.
firstSave = performance.now();
await rebuild();
const server = createServer((request, response) => {
  if (request.url === '/__dev/events') {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    // A comment, so the headers go out now rather than with the first event.
    response.write(': listening\n\n');
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
});
listenOnLocalhost(server, port, 'npm run dev', () => console.log(`serving http://localhost:${port}${base}/ ; watching src/, styles/ and public/`));

function onChange(): void {
  if (!pending) firstSave = performance.now();
  pending = true;
  // Editors write a file in several steps; one build follows them all.
  clearTimeout(timer);
  timer = setTimeout(() => void rebuild(), 30);
}

process.on('SIGINT', () => {
  void watcher.close();
  void builder.then((child) => child.kill());
  process.exit(0);
});
