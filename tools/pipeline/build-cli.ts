/**
 * The build as a command: reads the environment once, builds, prints the result. `npm run build`
 * runs it for the real site (build.ts); a test runs it with its fixture pages added
 * (test/support/fixture-build.ts), so those pages are input, never part of src/.
 */
import './production.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeBuildError } from './build-errors.ts';
import type { PageSources } from '../render/page-modules.ts';
import { cacheDirOf, configFromEnvironment, root, type GivenConfig } from './build-config.ts';
import { instantOf } from '../../src/article-dates.ts';
import { recordBuild, unchanged, type Inputs } from '../incremental/last-build.ts';
import { buildSite, type BuildConfig, type BuildResult } from './pipeline.ts';
import { progressOn } from '../progress/progress.ts';
import { formatBytes, summarize } from '../report/report.ts';

/** Builds the site as the environment says, showing on stderr where a long build is: `npm run build` through runBuild, and a test with what it gives (test/support/dev-parity-build.ts). */
export async function buildFromEnvironment(extra: Partial<PageSources> = {}, given: GivenConfig = {}): Promise<{ result: BuildResult; seconds: number; outDir: string }> {
  const start = performance.now();
  const { config, sources } = configFromEnvironment(extra, given);
  const progress = progressOn(process.stderr);
  try {
    const result = await buildSite({ ...config, progress }, sources);
    return { result, seconds: (performance.now() - start) / 1000, outDir: config.outDir };
  } finally {
    progress.end();
  }
}

/**
 * `inputs`: the digest of what the build is made from, taken before it started (`npm run build`
 * passes it, last-build.ts): recorded with the output once the build finished, if no input changed
 * meanwhile, so the next `npm run build` of the same inputs has nothing to do.
 */
async function main(extra: Partial<PageSources>, inputs?: Inputs): Promise<void> {
  const env = process.env;
  const { result, seconds, outDir } = await buildFromEnvironment(extra);
  if (inputs !== undefined && (await unchanged(root, inputs))) {
    const { config } = configFromEnvironment(extra, {});
    const nextDue = result.next && instantOf(result.next.at);
    await recordBuild(cacheDirOf(config), { inputs: inputs.digest, inputFiles: inputs.files, outDir, builtAt: config.siteEnv.buildTime, ...(nextDue !== undefined && { nextDue }), pages: result.pages });
  }
  /** Set by `npm run bench`: write the stage times there as JSON, instead of a line per file. */
  const reportFile = env.BUILD_REPORT;
  if (reportFile) {
    const report = { seconds, stages: result.stages, pages: result.pages, rendered: result.rendered, files: result.files.length };
    await writeFile(reportFile, JSON.stringify(report));
    return;
  }
  // The full list only on request: a build that went well says so in a few lines.
  if (process.argv.includes('--verbose')) for (const { file, bytes } of result.files) console.log(`  ${path.relative(root, outDir)}/${file}  ${formatBytes(bytes)}`);
  const { site } = result;
  const day = configFromEnvironment(extra, {}).config.siteEnv.buildDate;
  console.log(await summarize(result, { outDir, seconds, fileOf: (url) => site.pathInSite(url) ?? url, base: site.settings.base, absoluteUrl: site.absoluteUrl, day }));
}

export function runBuild(extra: Partial<PageSources> = {}, inputs?: Inputs): void {
  main(extra, inputs).catch((error: unknown) => {
    console.error(describeBuildError(error));
    process.exitCode = 1;
  });
}
