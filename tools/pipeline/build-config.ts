/**
 * The build's configuration: its options (`npm run build -- --local`) and environment variables, read
 * once when a build starts, at one clock (`now`, or SOURCE_DATE_EPOCH), and handed down as values;
 * nothing in src/ reads them. Light on purpose: `npm run build` reads it before it decides whether
 * to load the pipeline at all (last-build.ts).
 */
import path from 'node:path';
import { siteContent } from '../content/site-content.ts';
import { siteFolders, type PageSources } from '../render/page-modules.ts';
import { chosenHost } from './host-environment.ts';
import type { BuildConfig } from './pipeline.ts';
import type { OptionSpecs, OptionValues } from './script-options.ts';
import { requireAddress, siteEnvFrom } from './settings.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** What `npm run build` takes after `--`. */
export const buildOptions = {
  local: { type: 'boolean', help: 'a build to look at on this machine (npm start, the tests): no address needed, the placeholder https://capcut-guide.example' },
  drafts: { type: 'boolean', help: 'a preview build, as PREVIEW=true: drafts and scheduled posts in and marked, every page noindex' },
  verbose: { type: 'boolean', help: 'list every file of the site with its size' },
  why: { type: 'boolean', help: 'say, for each page rendered again, which read of it changed and the file behind it' },
} as const satisfies OptionSpecs;

export type BuildOptions = OptionValues<typeof buildOptions>;

/** What the caller of a build sets itself, beside the environment: the dev server's script, to build what `npm run dev` shows (test/support/dev-parity-build.ts). */
export type GivenConfig = Partial<Pick<BuildConfig, 'devScript'>>;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The build's config and sources from its options and environment at the time `now` (the build's
 * time unless SOURCE_DATE_EPOCH says otherwise), with the pages a test adds (`extra`) and what the
 * caller gives; an InputError names a variable that is wrong or an address that is missing.
 */
export function buildConfig(options: BuildOptions, env: Env, now: Date, extra: Partial<PageSources> = {}, given: GivenConfig = {}): { config: BuildConfig; sources: PageSources } {
  // A build to look at on this machine (npm start, the tests) may go without an address; one to deploy may not.
  if (!options.local) requireAddress(env);
  const siteEnv = siteEnvFrom(env, now);
  return {
    config: {
      root,
      /** DIST_DIR lets parallel work build into a folder of its own. */
      outDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
      siteEnv: { ...siteEnv, preview: siteEnv.preview || options.drafts === true },
      // Set to "off" by `npm run bench`, to measure the build without the search index.
      withSearch: env.SEARCH_INDEX !== 'off',
      host: chosenHost(env),
      why: options.why === true,
      ...(env.BUILD_CACHE && { cacheDir: env.BUILD_CACHE }),
      ...given,
    },
    sources: {
      routes: extra.routes ?? [],
      pageDirs: [...siteFolders.pageDirs, ...(extra.pageDirs ?? [])],
      islandDirs: [...siteFolders.islandDirs, ...(extra.islandDirs ?? [])],
      ...(extra.extraLocales && { extraLocales: extra.extraLocales }),
    },
  };
}

/** The build's cache folder, absolute. */
export const cacheDirOf = (config: BuildConfig): string => path.resolve(config.root, config.cacheDir ?? siteContent.cacheDir);

/**
 * The configuration as text, for the record of what a build was made from: all of it but the
 * build's time, of which only the year shows (the footer's); which posts are published at that
 * time is the record's to tell (last-build.ts).
 */
export function settingsText(config: BuildConfig): string {
  const { buildTime: _time, buildDate, ...siteEnv } = config.siteEnv;
  return JSON.stringify({ ...config, siteEnv: { ...siteEnv, year: buildDate.slice(0, 4) } });
}
