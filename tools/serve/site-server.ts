/**
 * A built site served as a static host serves it: serve-handler with the serve.json the build
 * writes (trailing slashes, the alias redirects, the headers of _headers) and, for an unknown path,
 * the nearest 404.html up its folders (es/404.html under /es/, 404.html elsewhere), as Cloudflare
 * Pages picks it, under the site's base path. `npm start` and the tests serve
 * through here.
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
import { relativePath } from '../output/relative-path.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type ServeMethods = NonNullable<Parameters<typeof handler>[3]>;

/** The file of `dir` serve-handler means by `file`, a path inside dir that starts with the base path. */
function fileUnderBase(dir: string, base: string, file: string): string {
  const inside = relativePath(dir, file);
  const sitePath = stripBase(base, `/${inside}`);
  return sitePath === undefined ? path.join(dir, '.outside-the-base-path', inside) : path.join(dir, sitePath);
}

const isFile = (file: string): Promise<boolean> => lstat(file).then((stats) => stats.isFile(), () => false);

/** The not-found page for the request's path: the nearest 404.html of `dir` up the path's folders within the base path, else dir's own. */
async function notFoundPageFor(dir: string, base: string, requestUrl = '/'): Promise<string> {
  // The URL parser resolves "." and ".." segments, so no folder looked in is outside dir.
  const sitePath = stripBase(base, new URL(requestUrl, 'http://localhost').pathname) ?? '/';
  const folders = sitePath.split('/').slice(1, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const page = path.join(dir, ...folders.slice(0, depth), '404.html');
    if (await isFile(page)) return page;
  }
  return path.join(dir, '404.html');
}

/**
 * serve-handler's file-system calls for one response. It looks for the not-found page at the root
 * of its folder (dir/404.html, looked at before it is read): that look is pointed at the request's
 * own not-found page. A file that goes between serve-handler's look and its read (a build
 * replaces the folder as it is served; a test removes its copy) ends that response instead of the
 * whole server, which an unheard stream error would.
 */
function fileSystem(dir: string, base: string, request: IncomingMessage, response: ServerResponse): ServeMethods {
  const rootNotFound = path.join(dir, '404.html');
  let notFoundPage = rootNotFound;
  const at = (file: string) => (file === rootNotFound ? notFoundPage : base ? fileUnderBase(dir, base, file) : file);
  const methods = {
    lstat: async (file: string): Promise<Stats> => {
      if (file === rootNotFound) notFoundPage = await notFoundPageFor(dir, base, request.url);
      return lstat(at(file));
    },
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
    // Read on every request: a build may replace the folder while it is served.
    const config = await readFile(path.join(dir, 'serve.json'), 'utf8').then(JSON.parse, () => undefined);
    if (config) return handler(request, response, { ...config, public: dir }, fileSystem(dir, base, request, response));
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
