/** A built site served on a free loopback port through tools/serve/site-server.ts, as `npm start` serves it. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { siteHandler } from '../../tools/serve/site-server.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
/** The built site; DIST_DIR points the tests at another build. */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');

export interface Served {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:40123. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `dir`, a site built with the base path `base` ("" for none), under that base path. */
export async function serveDist(dir = distDir, base = ''): Promise<Served> {
  const handle = siteHandler(dir, base);
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
