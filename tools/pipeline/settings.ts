/**
 * The build's settings from its environment variables, read once by the scripts that start a
 * build or serve one: the site's address (SITE_URL, or the host's: host-environment.ts), the build's time (SOURCE_DATE_EPOCH, else now)
 * and whether it is a preview (PREVIEW).
 * Everything else receives them as values: nothing in src/ reads the environment.
 */
import { defaultOrigin } from '../../src/site.ts';
import type { SiteSettings } from '../../src/site-address.ts';
import { InputError } from '../content/input-error.ts';
import { hostAddress, missingAddress } from './host-environment.ts';

export interface SiteEnv {
  /** The public origin and base path. */
  readonly origin: string;
  readonly base: string;
  /** The build date, YYYY-MM-DD: the footer's copyright year, and no other date. */
  readonly buildDate: string;
  /** The build's time in milliseconds since 1970: a post published after it is left out. */
  readonly buildTime: number;
  /** A preview build (PREVIEW=true, or `npm run build -- --drafts`): drafts and scheduled posts in and marked, every page noindex, robots.txt disallowing everything. */
  readonly preview: boolean;
}

/** Why a SITE_URL cannot be the site's URL, or undefined when it can. */
function siteUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `uses ${url.protocol} where http: or https: is needed`;
  if (url.username || url.password) return 'holds a user name or password';
  if (url.search || value.includes('?')) return 'has a query (?...), which no page URL could keep';
  if (url.hash || value.includes('#')) return 'has a fragment (#...), which no page URL could keep';
  // Every URL path of the site starts with the base path, as written: no encoding, no empty segment.
  if (!/^(\/[\w.~-]+)*\/?$/.test(url.pathname)) return 'has a path other than words of letters, digits, "-", "_", "." and "~" between single slashes';
  return undefined;
}

/** The origin and base path of a SITE_URL; an InputError names the value and what is wrong with it. */
export function parseSiteUrl(value: string): { origin: string; base: string } {
  const problem = siteUrlProblem(value);
  if (problem) throw new InputError([`SITE_URL "${value}" ${problem}: give the public address the site is served at, such as https://example.org or https://user.github.io/repo`]);
  const url = new URL(value);
  return { origin: url.origin, base: url.pathname.replace(/\/+$/, '') };
}

/** The build's time: SOURCE_DATE_EPOCH when set (reproducible builds), otherwise now. */
export function buildTimeFrom(sourceDateEpoch: string | undefined, now: Date = new Date()): Date {
  const date = sourceDateEpoch ? new Date(Number(sourceDateEpoch) * 1000) : now;
  if (Number.isNaN(date.getTime())) throw new InputError([`SOURCE_DATE_EPOCH "${sourceDateEpoch}" is not a number of seconds`]);
  return date;
}

/** The build date: SOURCE_DATE_EPOCH when set (reproducible builds), otherwise today, in UTC. */
export const buildDateFrom = (sourceDateEpoch: string | undefined, now: Date = new Date()): string => buildTimeFrom(sourceDateEpoch, now).toISOString().slice(0, 10);

/** PREVIEW: "true" or "1" make a preview build; unset, "", "false" or "0" a production one. */
export function previewFrom(value: string | undefined): boolean {
  if (value === undefined || ['', 'false', '0'].includes(value)) return false;
  if (['true', '1'].includes(value)) return true;
  throw new InputError([`PREVIEW "${value}" is neither true nor false: PREVIEW=true builds a preview (drafts and scheduled posts shown, every page noindex)`]);
}

/**
 * The address given for the site: a host's preview address on its previews (SITE_URL names the
 * production site), else SITE_URL, else the host's production address; undefined when none is.
 */
export function givenAddress(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const host = hostAddress(env);
  return (host?.preview && host.url) || env.SITE_URL || host?.url || undefined;
}

/** A production build's address: the given one, or an InputError saying how to give it (host-environment.ts). */
export function requireAddress(env: Readonly<Record<string, string | undefined>>): void {
  if (givenAddress(env) === undefined) throw new InputError([missingAddress(hostAddress(env))]);
}

/**
 * The site's address, build time and kind of build from the build's environment variables. With
 * no address given it is the placeholder that local builds (npm start, the tests) use; a production
 * build first requires one (requireAddress).
 */
export function siteEnvFrom(env: Readonly<Record<string, string | undefined>>, now?: Date): SiteEnv {
  const time = buildTimeFrom(env.SOURCE_DATE_EPOCH, now);
  const preview = previewFrom(env.PREVIEW) || hostAddress(env)?.preview === true;
  return { ...parseSiteUrl(givenAddress(env) ?? defaultOrigin), buildDate: time.toISOString().slice(0, 10), buildTime: time.getTime(), preview };
}

/** What the site is made with: its address, the icon sprite's path and the build's year. */
export const siteSettingsOf = ({ origin, base, buildDate }: SiteEnv, sprite = ''): SiteSettings => ({ origin, base, sprite, buildYear: Number(buildDate.slice(0, 4)) });
