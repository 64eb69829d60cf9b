/** `npm run build`: builds dist/ and prints one line per file, then a summary. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SiteUrlError } from '../src/site-url.ts';
import { BrokenReferencesError } from './broken-references.ts';
import { formatBytes, summarize } from './report.ts';
import { siteEnvFrom } from './site-env.ts';
import { ManifestError } from './validate-manifest.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The build's settings, read from the environment once, here; the pipeline gets them as arguments. */
const env = { ...process.env };
/** DIST_DIR lets parallel work build into a folder of its own. */
const outDir = path.resolve(root, env.DIST_DIR ?? 'dist');
/** Set by `npm run dev`: the URL of its live-reload script. */
const devScript = env.DEV_RELOAD_SCRIPT;
/** Set by `npm run bench`: write the stage times there as JSON, instead of a line per file. */
const reportFile = env.BUILD_REPORT;
/** Set to "off" by `npm run bench`, to measure the build without the search index. */
const withSearch = env.SEARCH_INDEX !== 'off';

async function main(): Promise<void> {
  const start = performance.now();
  const siteEnv = siteEnvFrom(env);
  // Before the site's modules load: src/build-env.ts, src/site-address.ts and the manifest read
  // their values from process.env once, and React picks its production build from NODE_ENV
  // when first imported.
  Object.assign(process.env, { NODE_ENV: env.NODE_ENV ?? 'production', ...siteEnv });
  const { buildSite } = await import('./pipeline.ts');
  const { routes } = await import('../src/routing/routes.ts');
  const { pathInSite } = await import('../src/site-address.ts');
  const result = await buildSite({ root, routes, outDir, siteEnv, devScript, withSearch });
  const seconds = (performance.now() - start) / 1000;
  if (reportFile) {
    const report = { seconds, stages: result.stages, pages: result.pages, files: result.files.length };
    await writeFile(reportFile, JSON.stringify(report));
    return;
  }
  for (const { file, bytes } of result.files) console.log(`  ${path.relative(root, outDir)}/${file}  ${formatBytes(bytes)}`);
  console.log(await summarize(result, outDir, seconds, (url) => pathInSite(url) ?? url));
}

/** Errors about the build's input say everything in their message; a stack would only bury it. */
const aboutTheInput = (error: unknown): error is Error =>
  error instanceof SiteUrlError || error instanceof ManifestError || error instanceof BrokenReferencesError;

main().catch((error: unknown) => {
  if (aboutTheInput(error)) console.error(error.message);
  else console.error(error instanceof Error && error.cause ? `${error.message}\n  caused by: ${(error.cause as Error).stack ?? error.cause}` : error);
  process.exitCode = 1;
});
