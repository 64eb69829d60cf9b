/**
 * The values the site's own modules read from process.env: the address and the build date
 * (src/site-address.ts, src/build-env.ts). The same modules run in Node, where build.ts puts these values in
 * process.env before it loads them, and in the browser, where esbuild writes the values in
 * their place; one object feeds both, so the prerendered HTML and the hydrated page agree.
 */
import { parseSiteUrl } from '../src/site-url.ts';
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
