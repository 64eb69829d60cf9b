/**
 * What the host that builds the site says of itself in its variables: which host it is, whose
 * limits and file forms the build then keeps (host-files.ts) without DEPLOY_HOST; and the site's
 * address, so a deployment cannot go out with a placeholder in its canonical links, sitemap and
 * feed: Netlify's URL (DEPLOY_PRIME_URL for a deploy preview or branch deploy), Cloudflare Pages'
 * CF_PAGES_URL for a branch other than the production one (whose address the owner sets as
 * SITE_URL), Vercel's production domain (VERCEL_PROJECT_PRODUCTION_URL) or a preview's own URL.
 * GitHub Pages' workflow passes the address actions/configure-pages gives as SITE_URL. A deployment
 * the host calls a preview is built as one.
 */
import { InputError } from '../content/input-error.ts';
import { deployHosts, type DeployHost } from '../site-files/host-files.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The host a build is for, and why: the variable or option that says so, for the build's summary. */
export interface ChosenHost {
  readonly host: DeployHost;
  readonly from: string;
}

/**
 * The host the build is for: DEPLOY_HOST when set (it overrides, and names a host that sets no
 * variable: GitHub Pages, S3, Cloudflare's paid plans), else the one whose own variable is set
 * (Netlify's NETLIFY, Cloudflare Pages' CF_PAGES, Vercel's VERCEL), else any host.
 */
export function chosenHost(env: Env): ChosenHost {
  const named = env.DEPLOY_HOST;
  if (named) {
    if (!(deployHosts as readonly string[]).includes(named)) throw new InputError([`DEPLOY_HOST "${named}" is none of ${deployHosts.join(', ')}`]);
    return { host: named as DeployHost, from: `DEPLOY_HOST=${named}` };
  }
  if (env.NETLIFY === 'true') return { host: 'netlify', from: 'NETLIFY=true, set by Netlify' };
  if (env.CF_PAGES === '1') return { host: 'cloudflare', from: 'CF_PAGES=1, set by Cloudflare Pages; DEPLOY_HOST=cloudflare-paid for a paid plan' };
  if (env.VERCEL === '1') return { host: 'vercel', from: 'VERCEL=1, set by Vercel' };
  return { host: 'any', from: 'no host variable is set; DEPLOY_HOST names the host' };
}

export interface HostAddress {
  /** The address, or undefined where the host gives none (Cloudflare's production branch: SITE_URL says it). */
  readonly url?: string;
  /** The host builds a preview (a branch or pull request), not the production site. */
  readonly preview: boolean;
  /** The host and its variable, for messages. */
  readonly from: string;
}

/** An address a host gives as a bare domain (Vercel's), with its scheme. */
const https = (domain: string | undefined): string | undefined => (domain ? (/^https?:\/\//.test(domain) ? domain : `https://${domain}`) : undefined);

/** The address and kind of build the host's own variables say, or undefined when no known host is building. */
export function hostAddress(env: Env): HostAddress | undefined {
  if (env.NETLIFY === 'true') {
    const preview = env.CONTEXT === 'deploy-preview' || env.CONTEXT === 'branch-deploy';
    return preview ? { url: env.DEPLOY_PRIME_URL, preview, from: `Netlify's DEPLOY_PRIME_URL (CONTEXT=${env.CONTEXT})` } : { url: env.URL, preview, from: "Netlify's URL" };
  }
  if (env.CF_PAGES === '1') {
    const production = env.PRODUCTION_BRANCH || 'main';
    const preview = env.CF_PAGES_BRANCH !== undefined && env.CF_PAGES_BRANCH !== production;
    return preview ? { url: env.CF_PAGES_URL, preview, from: `Cloudflare Pages' CF_PAGES_URL (branch ${env.CF_PAGES_BRANCH})` } : { preview, from: `Cloudflare Pages (production branch ${production})` };
  }
  if (env.VERCEL === '1') {
    const preview = env.VERCEL_ENV === 'preview';
    return preview
      ? { url: https(env.VERCEL_BRANCH_URL || env.VERCEL_URL), preview, from: "Vercel's VERCEL_BRANCH_URL (VERCEL_ENV=preview)" }
      : { url: https(env.VERCEL_PROJECT_PRODUCTION_URL), preview, from: "Vercel's VERCEL_PROJECT_PRODUCTION_URL" };
  }
  return undefined;
}

/** What a production build without an address says: how to give it one. */
export const missingAddress = (host: HostAddress | undefined): string =>
  [
    `The site's address is not set${host ? ` (${host.from} gives none)` : ''}: a production build writes it into every canonical link, the sitemap, the feeds, robots.txt and the social cards' tags.`,
    'Set SITE_URL to the address the site is served at (SITE_URL=https://example.org npm run build; on Cloudflare Pages, a variable of the production environment),',
    "or build on a host that gives it: Netlify (URL), Vercel (VERCEL_PROJECT_PRODUCTION_URL), GitHub Pages (the workflow passes actions/configure-pages' base_url).",
    'To look at a build on this machine only: npm start, or npm run build -- --local.',
  ].join('\n    ');
