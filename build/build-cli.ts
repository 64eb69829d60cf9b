/**
 * The build as a command: reads the environment once, builds, prints the result. `npm run build`
 * runs it for the real site (build/build.ts); a test runs it with its fixture pages added
 * (test/support/fixture-build.ts) and the benchmark with its synthetic posts
 * (build/bench/synthetic-build.ts), so those pages are input, never part of src/.
 */
import './production.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RouteRecord } from '../src/routing/route-types.ts';
import { SiteUrlError } from '../src/site-url.ts';
import { assertArticleLinks } from './article-links.ts';
import { assertContentData } from './content-data.ts';
import { BrokenReferencesError } from './broken-references.ts';
import { deployHosts, type DeployHost } from './host-files.ts';
import type { Assets, BuildResult } from './pipeline.ts';
import { formatBytes, summarize } from './report.ts';
import { absoluteUrl, basePath, configureSite, pathInSite } from '../src/site-address.ts';
import { siteEnvFrom, siteSettingsOf } from './site-env.ts';
import { siteFolders } from './site-sources.ts';
import { ManifestError } from './validate-manifest.ts';
import { IslandError } from '../src/hydration/Island.tsx';
import { ContentError } from '../src/content/articles/load-articles.ts';

const root = path.resolve(import.meta.dirname, '..');

/** What a build adds to the real site: routes, and the folders of their page modules and islands (relative to the project root). */
export interface ExtraSources {
  readonly routes?: () => Promise<readonly RouteRecord[]>;
  readonly pageDirs?: readonly string[];
  readonly islandDirs?: readonly string[];
}

/**
 * Builds the site as the environment says: `npm run build` through runBuild, and `npm run dev` in
 * its own process, which passes the last build's assets when only article files changed.
 */
export async function buildFromEnvironment(extra: ExtraSources = {}, reuse?: Assets): Promise<{ result: BuildResult; seconds: number; outDir: string }> {
  const start = performance.now();
  const env = { ...process.env };
  /** DIST_DIR lets parallel work build into a folder of its own. */
  const outDir = path.resolve(root, env.DIST_DIR ?? 'dist');
  const siteEnv = siteEnvFrom(env);
  configureSite(siteSettingsOf(siteEnv));
  const { buildSite } = await import('./pipeline.ts');
  const { routes } = await import('../src/routing/routes.ts');
  const sources = {
    routes: [...routes, ...((await extra.routes?.()) ?? [])],
    pageDirs: [...siteFolders.pageDirs, ...(extra.pageDirs ?? [])],
    islandDirs: [...siteFolders.islandDirs, ...(extra.islandDirs ?? [])],
  };
  // Loading the routes loaded and checked the articles; their links need every route.
  assertArticleLinks((await import('../src/content/articles/article-list.ts')).articleFiles, sources.routes);
  assertContentData();
  const result = await buildSite(
    {
      root,
      outDir,
      siteEnv,
      // Set by `npm run dev`: the URL of its live-reload script.
      devScript: env.DEV_RELOAD_SCRIPT,
      // Set to "off" by `npm run bench`, to measure the build without the search index.
      withSearch: env.SEARCH_INDEX !== 'off',
      threads: threadsFrom(env.BUILD_THREADS),
      host: hostFrom(env.DEPLOY_HOST),
      ...(reuse && { reuse }),
    },
    sources,
  );
  return { result, seconds: (performance.now() - start) / 1000, outDir };
}

async function main(extra: ExtraSources): Promise<void> {
  const env = process.env;
  const { result, seconds, outDir } = await buildFromEnvironment(extra);
  /** Set by `npm run bench`: write the stage times there as JSON, instead of a line per file. */
  const reportFile = env.BUILD_REPORT;
  if (reportFile) {
    const report = { seconds, stages: result.stages, pages: result.pages, files: result.files.length, threads: result.threads };
    await writeFile(reportFile, JSON.stringify(report));
    return;
  }
  // `npm run dev` prints its own line per build; its pages name its live-reload script, no file of the site.
  if (env.DEV_RELOAD_SCRIPT) return;
  // The full list only on request: a build that went well says so in a few lines.
  if (process.argv.includes('--verbose')) for (const { file, bytes } of result.files) console.log(`  ${path.relative(root, outDir)}/${file}  ${formatBytes(bytes)}`);
  console.log(await summarize(result, { outDir, seconds, fileOf: (url) => pathInSite(url) ?? url, base: basePath(), absoluteUrl }));
}

/** A build setting from the environment that cannot be used; the message names it. */
class BuildConfigError extends Error {
  override name = 'BuildConfigError';
}

/** BUILD_THREADS: how many threads render the pages (1 renders in the build's own thread); unset, the build decides. */
function threadsFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1) throw new BuildConfigError(`BUILD_THREADS "${value}" is not a whole number of threads from 1 up`);
  return threads;
}

/** DEPLOY_HOST: the host the site goes to (only Netlify's _redirects differs); unset, files every host accepts. */
function hostFrom(value: string | undefined): DeployHost {
  if (value === undefined || value === '') return 'any';
  if (!(deployHosts as readonly string[]).includes(value)) throw new BuildConfigError(`DEPLOY_HOST "${value}" is none of ${deployHosts.join(', ')}`);
  return value as DeployHost;
}

/** Errors about the build's input say everything in their message; a stack would only bury it. */
const aboutTheInput = (error: unknown): error is Error =>
  error instanceof SiteUrlError || error instanceof BuildConfigError || error instanceof ManifestError || error instanceof ContentError || error instanceof BrokenReferencesError || error instanceof IslandError;

/** The error a page's render failed with, when it is one about the input. */
const inputError = (error: unknown): Error | undefined =>
  aboutTheInput(error) ? error : error instanceof Error && aboutTheInput(error.cause) ? error.cause : undefined;

/** What a failed build says: the message alone for a mistake in the input, the stack for anything else. */
export function describeBuildError(error: unknown): unknown {
  const known = inputError(error);
  if (known) return known.message;
  return error instanceof Error && error.cause ? `${error.message}\n  caused by: ${(error.cause as Error).stack ?? error.cause}` : error;
}

export function runBuild(extra: ExtraSources = {}): void {
  main(extra).catch((error: unknown) => {
    console.error(describeBuildError(error));
    process.exitCode = 1;
  });
}
