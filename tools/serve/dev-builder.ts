/**
 * The process that builds for `npm run dev`, started by dev.ts and told what changed. Each
 * build runs the project's modules afresh (dev-hooks.mjs) while packages stay loaded, and renders
 * only the pages whose inputs changed, as every build does (the build's cache keeps the rest).
 * Old modules stay in memory, so dev.ts replaces this process once it has grown.
 */
import '../pipeline/production.ts';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as BuildCli from '../pipeline/build-cli.ts';
import type { BuildResult } from '../pipeline/pipeline.ts';

register('./dev-hooks.mjs', import.meta.url);

export interface BuildRequest {
  /** Files changed since the last good build, relative to the project; none for the first. */
  readonly changed: readonly string[];
}

export interface BuildReply {
  readonly ok: boolean;
  /** This process's resident memory after the build, in bytes. */
  readonly rss: number;
  /** How many pages the build rendered (the others were unchanged, taken from the build's cache). */
  readonly pages: number;
}

/** What dev.ts starts it with: the URL of the live-reload script its pages load. */
const { values: dev } = parseArgs({ options: { 'reload-script': { type: 'string' } } });
const devScript = dev['reload-script'];

const buildCli = pathToFileURL(path.join(import.meta.dirname, '../pipeline/build-cli.ts')).href;

let generation = 0;
/** The last good build, and the modules that made it. */
let last: { result: BuildResult; cli: typeof BuildCli } | undefined;

process.on('message', async (_request: BuildRequest) => {
  let cli: typeof BuildCli | undefined;
  let ok = true;
  try {
    cli = (await import(`${buildCli}?gen=${++generation}`)) as typeof BuildCli;
    last = { result: (await cli.buildFromEnvironment({}, { devScript })).result, cli };
  } catch (error) {
    // A module that does not load has no build to describe the error: its stack says where.
    console.error(cli ?? last?.cli ? (cli ?? last!.cli).describeBuildError(error) : error);
    ok = false;
  }
  process.send!({ ok, rss: process.memoryUsage().rss, pages: ok ? last!.result.rendered : 0 } satisfies BuildReply);
  // A build compiles only the articles not in the cache, so the first loads MDX's compiler only when
  // one changed. Loaded and run once here, after the first build, the first save does not wait for it.
  if (generation === 1) (await import('../markdown/compile-body.ts')).compileBody('## Warm {#warm}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<Callout>x</Callout>\n', 'mdx');
});
// Told only now that it listens: a message sent before would be lost.
process.send!('ready');
process.on('disconnect', () => process.exit(0));
