/**
 * The build as a command: reads the environment once, builds, prints the result. `npm run build`
 * runs it for the real site (build.ts); a test runs it with its fixture pages added
 * (test/support/fixture-build.ts), so those pages are input, never part of src/.
 */
import './production.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { IslandError } from '../../src/hydration/Island.tsx';
import { InputError } from '../content/input-error.ts';
import { BrokenReferencesError } from './broken-references.ts';
import { deployHosts, type DeployHost } from './host-files.ts';
import { siteFolders, type PageSources } from './page-modules.ts';
import { buildSite, type BuildConfig, type BuildResult } from './pipeline.ts';
import { progressOn } from '../progress/progress.ts';
import { formatBytes, summarize } from './report.ts';
import { siteEnvFrom } from './settings.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** What the caller of a build sets itself, beside the environment: `npm run dev` hands its live-reload script. */
export type GivenConfig = Partial<Pick<BuildConfig, 'devScript'>>;

/** The build's config and sources from the environment, read once here, and what the caller gives; nothing in src/ reads it. */
function configFromEnvironment(extra: Partial<PageSources>, given: GivenConfig): { config: BuildConfig; sources: PageSources } {
  const env = { ...process.env };
  const siteEnv = siteEnvFrom(env);
  return {
    config: {
      root,
      /** DIST_DIR lets parallel work build into a folder of its own. */
      outDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
      siteEnv: { ...siteEnv, preview: siteEnv.preview || process.argv.includes('--drafts') },
      // Set to "off" by `npm run bench`, to measure the build without the search index.
      withSearch: env.SEARCH_INDEX !== 'off',
      host: hostFrom(env.DEPLOY_HOST),
      ...(env.BUILD_CACHE && { cacheDir: env.BUILD_CACHE }),
      ...given,
    },
    sources: {
      routes: extra.routes ?? [],
      pageDirs: [...siteFolders.pageDirs, ...(extra.pageDirs ?? [])],
      islandDirs: [...siteFolders.islandDirs, ...(extra.islandDirs ?? [])],
    },
  };
}

/** Builds the site as the environment says, showing on stderr where a long build is: `npm run build` through runBuild, and `npm run dev` in its own process. */
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

async function main(extra: Partial<PageSources>): Promise<void> {
  const env = process.env;
  const { result, seconds, outDir } = await buildFromEnvironment(extra);
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
  console.log(await summarize(result, { outDir, seconds, fileOf: (url) => site.pathInSite(url) ?? url, base: site.settings.base, absoluteUrl: site.absoluteUrl }));
}

/** DEPLOY_HOST: the host the site goes to (only Netlify's _redirects differs); unset, files every host accepts. */
function hostFrom(value: string | undefined): DeployHost {
  if (value === undefined || value === '') return 'any';
  if (!(deployHosts as readonly string[]).includes(value)) throw new InputError([`DEPLOY_HOST "${value}" is none of ${deployHosts.join(', ')}`]);
  return value as DeployHost;
}

/** Errors about the build's input say everything in their message; a stack would only bury it. */
const aboutTheInput = (error: unknown): error is Error => error instanceof InputError || error instanceof BrokenReferencesError || error instanceof IslandError;

/** What a failed build says: the message alone for a mistake in the input (also when a page's render failed with one), the stack for anything else. */
export function describeBuildError(error: unknown): unknown {
  const known = aboutTheInput(error) ? error : error instanceof Error && aboutTheInput(error.cause) ? error.cause : undefined;
  if (known) return known.message;
  return error instanceof Error && error.cause ? `${error.message}\n  caused by: ${(error.cause as Error).stack ?? error.cause}` : error;
}

export function runBuild(extra: Partial<PageSources> = {}): void {
  main(extra).catch((error: unknown) => {
    console.error(describeBuildError(error));
    process.exitCode = 1;
  });
}
