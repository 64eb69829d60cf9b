/**
 * `npm run build`: reads its options and environment once, at one clock, then builds dist/ from
 * src/ and prints a summary; or, when dist/ already holds the build of exactly these inputs
 * (last-build.ts), says so without loading the pipeline.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildConfig, buildOptions, cacheDirOf, root, settingsText } from './build-config.ts';
import { InputError } from '../content/input-error.ts';
import { OptionError, scriptOptions } from './script-options.ts';
import { inputsOf, lastBuild, stands } from '../incremental/last-build.ts';

const start = performance.now();

/** The options, config and sources, or the mistake in them printed and the exit code set. */
function configured() {
  try {
    const { values: options } = scriptOptions('npm run build', buildOptions, process.argv.slice(2));
    return { options, ...buildConfig(options, process.env, new Date()) };
  } catch (error) {
    if (!(error instanceof OptionError || error instanceof InputError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return undefined;
  }
}

const run = configured();
if (run) {
  const { config } = run;
  const last = await lastBuild(cacheDirOf(config));
  const inputs = await inputsOf(root, settingsText(config), last?.inputFiles);
  const standing = (await stands(last, config.outDir, inputs, config.siteEnv.buildTime)) ? last : undefined;
  if (standing) {
    const seconds = (performance.now() - start) / 1000;
    // Set by `npm run bench`: the numbers as JSON.
    if (process.env.BUILD_REPORT) await writeFile(process.env.BUILD_REPORT, JSON.stringify({ seconds, stages: {}, pages: standing.pages, rendered: 0, files: standing.files.length, upToDate: true }));
    else
      console.log(
        `Nothing to build in ${seconds.toFixed(2)} s: ${path.relative(root, config.outDir)}/ holds the build of exactly these inputs (${standing.pages} pages, ${standing.files.length} files), as it left it.`,
      );
  } else (await import('./build-cli.ts')).runBuild(run, inputs);
}
