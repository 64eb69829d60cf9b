/**
 * The process that builds for `npm run dev`, started by dev.ts and told what changed. Each
 * build runs the project's modules afresh (dev-hooks.mjs) while packages stay loaded; when
 * only article files changed, the last build's scripts, stylesheet, icons and public files are kept,
 * since no article is an input of them. Old modules stay in memory, so dev.ts replaces this process
 * once it has grown.
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
  /** Whether the last build's assets were kept. */
  readonly reused: boolean;
  /** This process's resident memory after the build, in bytes. */
  readonly rss: number;
  /** How many pages the build rendered. */
  readonly pages: number;
}

/** What dev.ts starts it with: the URL of the live-reload script its pages load. */
const { values: dev } = parseArgs({ options: { 'reload-script': { type: 'string' } } });
const devScript = dev['reload-script'];

const buildCli = pathToFileURL(path.join(import.meta.dirname, '../pipeline/build-cli.ts')).href;
const isArticleFile = (file: string) => /^src\/content\/articles\/[^/]+\.mdx?$/.test(file);

let generation = 0;
/** The last good build, and the modules that made it. */
let last: { result: BuildResult; cli: typeof BuildCli } | undefined;

/** The articles changed, by slug, when nothing but article files changed. */
const changedArticles = (changed: readonly string[]) => (changed.length > 0 && changed.every(isArticleFile) ? changed.map((file) => path.basename(file).replace(/\.mdx?$/, '')) : undefined);

process.on('message', async ({ changed }: BuildRequest) => {
  const slugs = changedArticles(changed);
  let cli: typeof BuildCli | undefined;
  let ok = true;
  let reused = false;
  try {
    // An edited body: its pages alone, with the modules already loaded (no code changed).
    const rebuilt = slugs && last ? await last.cli.rebuildArticlesFromEnvironment(last.result, slugs, { devScript }) : undefined;
    if (rebuilt) {
      last = { ...last!, result: rebuilt };
      reused = true;
    } else {
      cli = (await import(`${buildCli}?gen=${++generation}`)) as typeof BuildCli;
      const reuse = slugs ? last?.result.assets : undefined;
      last = { result: (await cli.buildFromEnvironment({}, { reuse, devScript })).result, cli };
      reused = reuse !== undefined;
    }
  } catch (error) {
    // A module that does not load has no build to describe the error: its stack says where.
    console.error(cli ?? last?.cli ? (cli ?? last!.cli).describeBuildError(error) : error);
    ok = false;
  }
  process.send!({ ok, reused: ok && reused, rss: process.memoryUsage().rss, pages: ok ? last!.result.pages : 0 } satisfies BuildReply);
  // A build compiles only the articles not in the cache, so the first loads MDX's compiler only when
  // one changed. Loaded and run once here, after the first build, the first save does not wait for it.
  if (generation === 1 && !reused) (await import('../content/compile-body.ts')).compileBody('## Warm {#warm}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<Callout>x</Callout>\n', 'mdx');
});
// Told only now that it listens: a message sent before would be lost.
process.send!('ready');
process.on('disconnect', () => process.exit(0));
