/**
 * The build's configuration from the environment, read once here, and what the caller gives;
 * nothing in src/ reads it. Light on purpose: `npm run build` reads it before it decides whether
 * to load the pipeline at all (last-build.ts).
 */
import path from 'node:path';
import { siteContent } from '../content/site-content.ts';
import { InputError } from '../content/input-error.ts';
import { deployHosts, type DeployHost } from '../site-files/host-files.ts';
import { siteFolders, type PageSources } from '../render/page-modules.ts';
import type { BuildConfig } from './pipeline.ts';
import { requireAddress, siteEnvFrom } from './settings.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** What the caller of a build sets itself, beside the environment: the dev server's script, to build what `npm run dev` shows (test/support/dev-parity-build.ts). */
export type GivenConfig = Partial<Pick<BuildConfig, 'devScript'>>;

/** The build's config and sources from the environment, read once here, and what the caller gives; nothing in src/ reads it. */
export function configFromEnvironment(extra: Partial<PageSources>, given: GivenConfig): { config: BuildConfig; sources: PageSources } {
  const env = { ...process.env };
  // A build to look at on this machine (npm start, the tests) may go without an address; one to deploy may not.
  if (!process.argv.includes('--local')) requireAddress(env);
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
      ...(extra.extraLocales && { extraLocales: extra.extraLocales }),
    },
  };
}

/** DEPLOY_HOST: the host the site goes to (only Netlify's _redirects differs); unset, files every host accepts. */
function hostFrom(value: string | undefined): DeployHost {
  if (value === undefined || value === '') return 'any';
  if (!(deployHosts as readonly string[]).includes(value)) throw new InputError([`DEPLOY_HOST "${value}" is none of ${deployHosts.join(', ')}`]);
  return value as DeployHost;
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
