/** dist/ served on a free loopback port with the project's serve.json, as `npm start` serves it. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import handler from 'serve-handler';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
/** The built site; DIST_DIR points the tests at another build. */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');

export interface Served {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:40123. */
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveDist(dir = distDir): Promise<Served> {
  const config = JSON.parse(readFileSync(path.join(projectRoot, 'serve.json'), 'utf8'));
  const server = createServer((request, response) => handler(request, response, { ...config, public: dir }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
