/** `npm run build`: builds dist/ and prints one line per file, then a summary. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildDateFrom } from './build-date.ts';
import { formatBytes, summarize } from './report.ts';

const root = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const start = performance.now();
  // Set before the site's modules load: build-env reads them once, and React picks its
  // production build from NODE_ENV when it is first imported.
  process.env.NODE_ENV ??= 'production';
  process.env.BUILD_DATE = buildDateFrom(process.env.SOURCE_DATE_EPOCH);
  const { buildSite } = await import('./pipeline.ts');
  const { routes } = await import('../src/routes.ts');
  // DIST_DIR lets parallel work build into a folder of its own.
  const outDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  const result = await buildSite({ root, routes, outDir, devScript: process.env.DEV_RELOAD_SCRIPT });
  const seconds = (performance.now() - start) / 1000;
  if (process.env.BUILD_REPORT) {
    // For `npm run bench`: the stage times, instead of a line per file.
    const report = { seconds, stages: result.stages, pages: result.pages, files: result.files.length };
    await writeFile(process.env.BUILD_REPORT, JSON.stringify(report));
    return;
  }
  for (const { file, bytes } of result.files) console.log(`  ${path.relative(root, outDir)}/${file}  ${formatBytes(bytes)}`);
  console.log(await summarize(result, outDir, seconds));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.cause ? `${error.message}\n  caused by: ${(error.cause as Error).stack ?? error.cause}` : error);
  process.exitCode = 1;
});
