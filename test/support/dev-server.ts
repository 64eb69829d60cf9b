/**
 * `npm run dev` as a site owner runs it, in a copy of the project (project-copy.ts), on a free
 * port: started, waited for until it says it serves, and stopped (SIGTERM) by the test.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface DevServer {
  /** http://localhost:<port>, without a trailing slash. */
  readonly origin: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Waits until it printed a line matching `pattern` after the `from`th character of its output; the match. */
  printed(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  /** Stops it as Ctrl-C would (SIGTERM), and waits until it has exited; its exit code. */
  stop(): Promise<number | null>;
}

/** Starts `npm run dev`'s command in `copy`, with the environment `env` adds, and waits until it serves. */
export async function startDevServer(copy: string, env: Readonly<Record<string, string>> = {}, { timeout = 240_000 } = {}): Promise<DevServer> {
  const port = await freePort();
  // As a site owner runs it: without the DIST_DIR the tests may run with, which no dev server may write to.
  const { DIST_DIR: _distDir, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  // A build cache of its own, as buildCopy's: tests that run at once share no cache folder (Vite's prebundled packages among it).
  const child = spawn(process.execPath, ['tools/dev/dev.mjs'], {
    cwd: copy,
    env: { ...inherited, SITE_URL: '', PORT: String(port), BUILD_CACHE: path.join(copy, 'build-cache'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = async (pattern: RegExp, from = 0) => {
    for (let waited = 0; ; waited += 50) {
      const match = pattern.exec(output.slice(from));
      if (match) return match;
      if (child.exitCode !== null || waited > timeout) throw new Error(`npm run dev did not print ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const server: DevServer = {
    origin: `http://localhost:${port}`,
    output: () => output,
    printed,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await printed(/serving http:\/\/localhost:\d+\//);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
