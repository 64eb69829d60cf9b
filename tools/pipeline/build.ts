/**
 * `npm run build`: builds dist/ from src/ and prints a summary; or, when dist/ already holds the
 * build of exactly these inputs (last-build.ts), says so without loading the pipeline.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cacheDirOf, configFromEnvironment, root, settingsText } from './build-config.ts';
import { inputsOf, lastBuild, stands } from '../incremental/last-build.ts';

const start = performance.now();
/** The inputs' digest and the standing build, if any; nothing when the configuration is wrong, which the build itself then reports. */
async function check() {
  const { config } = configFromEnvironment({}, {});
  const last = await lastBuild(cacheDirOf(config));
  const inputs = await inputsOf(root, settingsText(config), last?.inputFiles);
  return { config, inputs, standing: (await stands(last, config.outDir, inputs, config.siteEnv.buildTime)) ? last : undefined };
}
const { config, inputs, standing } = await check().catch(() => ({ config: undefined, inputs: undefined, standing: undefined }));
if (config && standing) {
  const seconds = (performance.now() - start) / 1000;
  // Set by `npm run bench`: the numbers as JSON.
  if (process.env.BUILD_REPORT) await writeFile(process.env.BUILD_REPORT, JSON.stringify({ seconds, stages: {}, pages: standing.pages, rendered: 0, files: standing.files.length, upToDate: true }));
  else
    console.log(
      `Nothing to build in ${seconds.toFixed(2)} s: ${path.relative(root, config.outDir)}/ holds the build of exactly these inputs (${standing.pages} pages, ${standing.files.length} files), as it left it.`,
    );
} else (await import('./build-cli.ts')).runBuild({}, inputs);
