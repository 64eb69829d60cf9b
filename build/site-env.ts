/**
 * The build's settings from its environment variables, read once by the scripts that start a
 * build or serve one (build/build-cli.ts, start.ts, dev.ts, audit.ts, bench.ts): the site's
 * address and the build date. They reach the site's modules as SiteSettings through
 * configureSite (src/site-address.ts), in Node, in each worker thread and in the browser alike,
 * so the prerendered HTML and the hydrated islands agree.
 */
import { configureSite, type SiteSettings } from '../src/site-address.ts';
import { defaultOrigin } from '../src/site.ts';
import { parseSiteUrl, splitSiteUrl } from '../src/site-url.ts';
import { buildDateFrom } from './build-date.ts';

export type SiteEnv = {
  /** The public URL, origin and base path; empty for the origin configured in src/site.ts. */
  readonly SITE_URL: string;
  /** YYYY-MM-DD. */
  readonly BUILD_DATE: string;
};

/**
 * The site's values from the build's environment variables; the date from SOURCE_DATE_EPOCH,
 * else today. Throws at once for a SITE_URL that cannot be the site's address.
 */
export function siteEnvFrom(env: Readonly<Record<string, string | undefined>>, now?: Date): SiteEnv {
  if (env.SITE_URL) parseSiteUrl(env.SITE_URL);
  return {
    SITE_URL: env.SITE_URL ?? '',
    BUILD_DATE: buildDateFrom(env.SOURCE_DATE_EPOCH, now),
  };
}

/** What the site's modules are configured with for a build: the address, the sprite's path (once made) and the year. */
export const siteSettingsOf = (env: SiteEnv, sprite = ''): SiteSettings => ({
  ...splitSiteUrl(env.SITE_URL || defaultOrigin),
  sprite,
  buildYear: Number(env.BUILD_DATE.slice(0, 4)),
});

/** For the scripts that serve or measure a built site: configures the site's modules from the environment. */
export const configureFromEnvironment = (env: Readonly<Record<string, string | undefined>>): void => configureSite(siteSettingsOf(siteEnvFrom(env)));
