/**
 * The build as a command: builds with the configuration its caller read (build.ts, a test's
 * fixture build), shows on stderr where a long build is, and prints the result.
 */
import './production.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeBuildError } from './build-errors.ts';
import type { PageSources } from '../render/page-modules.ts';
import { cacheDirOf, root, type BuildOptions } from './build-config.ts';
import { instantOf } from '../../src/article-dates.ts';
import { recordBuild, unchanged, type Inputs } from '../incremental/last-build.ts';
import { buildSite, type BuildConfig, type BuildResult } from './pipeline.ts';
import { progressOn } from '../progress/progress.ts';
import { formatBytes, summarize, whyLines } from '../report/report.ts';

/** A build as its caller configured it: its options, its config (the environment read once) and its sources. */
export interface BuildRun {
  readonly options: BuildOptions;
  readonly config: BuildConfig;
  readonly sources: PageSources;
}

/** Builds, showing on stderr where a long build is: `npm run build` through runBuild, and a test with its config (test/support/dev-parity-build.ts). */
export async function buildWith({ config, sources }: Pick<BuildRun, 'config' | 'sources'>): Promise<{ result: BuildResult; seconds: number }> {
  const start = performance.now();
  const progress = progressOn(process.stderr);
  try {
    const result = await buildSite({ ...config, progress }, sources);
    return { result, seconds: (performance.now() - start) / 1000 };
  } finally {
    progress.end();
  }
}

/**
 * `inputs`: the digest of what the build is made from, taken before it started (`npm run build`
 * passes it, last-build.ts): recorded with the output once the build finished, if no input changed
 * meanwhile, so the next `npm run build` of the same inputs has nothing to do.
 */
async function main(run: BuildRun, inputs?: Inputs): Promise<void> {
  const { config, options } = run;
  const { result, seconds } = await buildWith(run);
  const { outDir, siteEnv } = config;
  if (inputs !== undefined && (await unchanged(root, inputs))) {
    const nextDue = result.next && instantOf(result.next.at);
    await recordBuild(cacheDirOf(config), { inputs: inputs.digest, inputFiles: inputs.files, outDir, builtAt: siteEnv.buildTime, ...(nextDue !== undefined && { nextDue }), pages: result.pages });
  }
  /** Set by `npm run bench`: write the stage times there as JSON, instead of a line per file. */
  const reportFile = process.env.BUILD_REPORT;
  if (reportFile) {
    const report = { seconds, stages: result.stages, pages: result.pages, rendered: result.rendered, files: result.files.length, ...(options.why && { reasons: Object.fromEntries(result.reasons) }) };
    await writeFile(reportFile, JSON.stringify(report));
    return;
  }
  // The full list only on request: a build that went well says so in a few lines.
  if (options.verbose) for (const { file, bytes } of result.files) console.log(`  ${path.relative(root, outDir)}/${file}  ${formatBytes(bytes)}`);
  if (options.why) console.log(whyLines(result.reasons));
  const { site } = result;
  console.log(await summarize(result, { outDir, seconds, fileOf: (url) => site.pathInSite(url) ?? url, base: site.settings.base, absoluteUrl: site.absoluteUrl, day: siteEnv.buildDate }));
}

export function runBuild(run: BuildRun, inputs?: Inputs): void {
  main(run, inputs).catch((error: unknown) => {
    console.error(describeBuildError(error));
    process.exitCode = 1;
  });
}
