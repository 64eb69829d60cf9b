/**
 * A built site served as a static host serves it: serve-handler with the serve.json the build
 * writes (trailing slashes, the alias redirects, the headers of _headers) and 404.html for unknown
 * paths, under the site's base path. `npm start`, `npm run dev` and the tests serve through here.
 *
 * Under a base path ("/repo") the files of the folder answer at /repo/...: serve-handler looks
 * for the file of a request at the same path inside its folder, so its file-system calls are
 * pointed from there into the folder. Everything else it does (redirects, headers, the
 * not-found page) then works on the URL paths the site itself writes.
 */
import { createReadStream, type Stats } from 'node:fs';
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { stripBase } from '../../src/site-address.ts';
import { relativePath } from '../pipeline/relative-path.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type ServeMethods = NonNullable<Parameters<typeof handler>[3]>;

/** The file of `dir` serve-handler means by `file`, a path inside dir that starts with the base path. */
function fileUnderBase(dir: string, base: string, file: string): string {
  const inside = relativePath(dir, file);
  // serve-handler looks for the not-found page at the root of its folder.
  if (inside === '404.html') return file;
  const sitePath = stripBase(base, `/${inside}`);
  return sitePath === undefined ? path.join(dir, '.outside-the-base-path', inside) : path.join(dir, sitePath);
}

/**
 * serve-handler's file-system calls for one response. A file that goes between serve-handler's
 * look and its read (`npm run dev` replaces the folder as it serves it; a test removes its copy)
 * ends that response instead of the whole server, which an unheard stream error would.
 */
function fileSystem(dir: string, base: string, response: ServerResponse): ServeMethods {
  const at = (file: string) => (base ? fileUnderBase(dir, base, file) : file);
  const methods = {
    lstat: (file: string): Promise<Stats> => lstat(at(file)),
    realpath: (file: string): Promise<string> => realpath(at(file)),
    readdir: (file: string): Promise<string[]> => readdir(at(file)),
    createReadStream: (file: string, options?: object) => createReadStream(at(file), options).on('error', () => response.destroy()),
  };
  // serve-handler awaits these: its published types name Node's callback forms instead.
  return methods as unknown as ServeMethods;
}

/** Answers requests for the site built into `dir`, under `base` ("" at the root), with the serve.json it holds. */
export function siteHandler(dir: string, base: string): RequestHandler {
  return async (request, response) => {
    // Read on every request: `npm run dev` rebuilds the folder while it serves it.
    const config = await readFile(path.join(dir, 'serve.json'), 'utf8').then(JSON.parse, () => undefined);
    if (config) return handler(request, response, { ...config, public: dir }, fileSystem(dir, base, response));
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`No site is built in ${dir} yet.\n`);
  };
}

/** Listens on localhost; a port already taken ends the command with what to do instead of a stack trace. */
export function listenOnLocalhost(server: Server, port: number, command: string, onListening: () => void): void {
  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(`Port ${port} is in use, perhaps by another npm start or npm run dev; choose another: PORT=${port + 1} ${command}`);
    process.exit(1);
  });
  server.listen(port, 'localhost', onListening);
}
