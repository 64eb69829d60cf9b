/**
 * _headers, _redirects and serve.json: the rules a static host applies, for hosts that read
 * them (Netlify and Cloudflare Pages read the first two, `npm start` the third; `npm run dev`
 * answers aliases as they say, tools/dev/dev-pages.ts). Hashed assets are cached for a year; pages are revalidated on every visit; every alias
 * answers 301 with its canonical path. The alias HTML stays too, for hosts that read none of
 * these files (GitHub Pages, S3). The redirects are data, printed in each host's syntax: Netlify
 * skips a rule when a file exists at its path unless the rule is forced ("301!"), and Cloudflare's
 * engine rejects that "!" (it redirects before it serves files anyway), so DEPLOY_HOST=netlify
 * writes the forced form and every other build the plain one.
 *
 * Not-found pages: Cloudflare Pages and `npm start` answer an unknown path with the nearest
 * 404.html up its folders by themselves (es/404.html under /es/). Netlify serves only the root's
 * unless _redirects sends each language's paths to its page with a 404 (a rule it applies only
 * when no file is at the path, so pages still answer); Cloudflare refuses a 404 status in
 * _redirects, so only DEPLOY_HOST=netlify writes those rules.
 */
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteUrls } from '../../src/site-address.ts';
import type { Site } from '../../src/site-context.tsx';
import { notFoundFile, notFoundPathIn } from '../../src/manifest/not-found.ts';
import { securityHeaders } from '../render/csp.ts';

export const immutableAsset = 'public, max-age=31536000, immutable';
export const revalidatedPage = 'public, max-age=0, must-revalidate';

/**
 * How long each response may be cached, by the path patterns of _headers: every response
 * revalidates, hashed assets are cached for a year. A later rule replaces an earlier one that also
 * matches, as on the hosts; `npm run deploy` gives each object of a bucket its Cache-Control by
 * the same rules (cacheControlOf), so a bucket and a host that reads _headers cache alike.
 */
export const cacheRules = [
  { pattern: '/*', cacheControl: revalidatedPage },
  { pattern: '/assets/*', cacheControl: immutableAsset },
] as const;

/** The Cache-Control _headers gives a path of the site (without the base path): that of the last rule whose pattern matches it. */
export const cacheControlOf = (sitePath: string): string => cacheRules.findLast(({ pattern }) => sitePath.startsWith(pattern.slice(0, -1)))?.cacheControl ?? revalidatedPage;

const block = (pattern: string, headers: Readonly<Record<string, string>>): string =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * As few rules as cacheRules, whatever the number of pages: the first, for every response, with the
 * security headers. Cloudflare adds up the headers of every rule that matches, so a later rule
 * first drops the inherited Cache-Control ("! Cache-Control"); Netlify takes the most specific
 * rule's value and does not know "!", so its file leaves that line out.
 */
export function headersFile(urls: SiteUrls, host: DeployHost = 'any', inlineStyle?: string): string {
  const { sitePath } = urls;
  return [
    ...cacheRules.map(({ pattern, cacheControl }, index) =>
      index === 0
        ? block(sitePath(pattern), { ...securityHeaders(urls, inlineStyle), 'Cache-Control': cacheControl })
        : [sitePath(pattern), ...(host === 'netlify' ? [] : ['  ! Cache-Control']), `  Cache-Control: ${cacheControl}`].join('\n'),
    ),
    '',
  ].join('\n');
}

/** Every alias and its canonical path, sorted by alias. */
const aliasRedirects = (routes: readonly RouteRecord[]) =>
  routes.flatMap((route) => route.aliases.map((alias) => ({ alias, path: route.path }))).sort((a, b) => (a.alias < b.alias ? -1 : 1));

/** The hosts whose files this build can write for; only Netlify's _redirects and _headers differ from the others'. */
export const deployHosts = ['any', 'netlify', 'cloudflare', 'cloudflare-paid', 'github', 's3', 'vercel'] as const;

/** Each host's name in the build's messages. */
export const hostNames: Readonly<Record<DeployHost, string>> = {
  any: 'any static host',
  netlify: 'Netlify',
  cloudflare: 'Cloudflare Pages (Free plan)',
  'cloudflare-paid': 'Cloudflare Pages (a paid plan)',
  github: 'GitHub Pages',
  s3: 'Amazon S3',
  vercel: 'Vercel',
};
export type DeployHost = (typeof deployHosts)[number];

/** What the host files are written from: the site's pages, its address and its languages. */
export type HostSite = SiteUrls & Pick<Site, 'routes' | 'locales' | 'defaultLocale'>;

/**
 * Netlify applies the first rule that matches, so each language's not-found rule comes after every
 * alias (an alias under /es/ still redirects); unforced, it applies only where no file is.
 */
export function redirectsFile({ routes, locales, defaultLocale, sitePath }: HostSite, host: DeployHost = 'any'): string {
  const status = host === 'netlify' ? '301!' : '301';
  const lines = aliasRedirects(routes).map(({ alias, path }) => `${sitePath(alias)} ${sitePath(path)} ${status}`);
  const notFound = host === 'netlify' ? locales.filter(({ id }) => id !== defaultLocale).map(({ id }) => `${sitePath(`/${id}/*`)} ${sitePath(`/${notFoundFile(notFoundPathIn(id, defaultLocale))}`)} 404`) : [];
  return `${[...lines, ...notFound].join('\n')}\n`;
}

/**
 * The alias redirects of a _redirects file, read back as redirectsFile wrote them: each alias and
 * its canonical path, both under the base path. `npm run deploy` makes them a bucket's redirects
 * from the built site's own file; a rule of another status (Netlify's not-found rules) is no alias.
 */
export const aliasesIn = (text: string): { alias: string; path: string }[] =>
  text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields): fields is [string, string, string] => fields.length === 3 && /^301!?$/.test(fields[2]!))
    .map(([alias, path]) => ({ alias, path }));

const headerList = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** The configuration of `serve` (serve-handler): the trailing-slash policy, the same headers as _headers and the same redirects as _redirects. */
export const serveConfig = (routes: readonly RouteRecord[], urls: SiteUrls, inlineStyle?: string) => ({
  // Pages are folders with an index.html: /a/ answers 200 and /a redirects to /a/; .html URLs are not rewritten.
  cleanUrls: ['!**/*.html'],
  trailingSlash: true,
  // A folder without an index.html is not a page: 404, as on a static host.
  directoryListing: false,
  // serve matches a source against the request path without its trailing slash.
  redirects: aliasRedirects(routes).map(({ alias, path }) => ({ source: urls.sitePath(alias).replace(/\/$/, ''), destination: urls.sitePath(path), type: 301 })),
  // serve applies every matching rule in order, later ones winning. Its patterns match file
  // paths; the security headers and the page rule hold for every response, the not-found page included.
  headers: [
    { source: '**', headers: headerList(securityHeaders(urls, inlineStyle)) },
    { source: '**/*.html', headers: headerList({ 'Cache-Control': revalidatedPage }) },
    { source: urls.sitePath('/assets/**'), headers: headerList({ 'Cache-Control': immutableAsset }) },
  ],
});

/** The names of the files a host reads: rules for the host, not pages of the site (a deploy to a bucket leaves them out). */
export const hostFileNames = ['_headers', '_redirects', 'serve.json'] as const;

/** The files a host reads, by name; their CSP allows `inlineStyle`, the stylesheet the pages carry inline, by its hash (csp.ts). */
export const hostFiles = (site: HostSite, host: DeployHost = 'any', inlineStyle?: string): ReadonlyMap<(typeof hostFileNames)[number], string> =>
  new Map([
    ['_headers', headersFile(site, host, inlineStyle)],
    ['_redirects', redirectsFile(site, host)],
    ['serve.json', `${JSON.stringify(serveConfig(site.routes, site, inlineStyle), null, 2)}\n`],
  ]);

/** What Cloudflare Pages reads of _headers and _redirects at most (its documented limits; Netlify's are higher). */
export const hostLimits = { headerRules: 100, staticRedirects: 2000, dynamicRedirects: 100, lineLength: 2000 } as const;

/** One deployment's documented limit on a host, with the plan it holds for. Netlify and S3 count no files. */
export interface DeploymentLimit {
  readonly files?: number;
  readonly bytes?: number;
  readonly named: string;
}

/** Each host's limit on one deployment, as its documentation states it (read November 2026). */
export const deploymentLimits: Partial<Record<DeployHost, DeploymentLimit>> = {
  cloudflare: { files: 20_000, named: 'Cloudflare Pages on the Free plan' },
  'cloudflare-paid': { files: 100_000, named: 'Cloudflare Pages on a paid plan (since January 2026)' },
  github: { bytes: 1_000_000_000, named: 'GitHub Pages (a site of 1 GB at most)' },
};

/** A deployment's size: its files and their bytes. */
export interface DeploymentSize {
  readonly files: number;
  readonly bytes: number;
}

const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;

/**
 * Every limit of the chosen host the site's files break, each with what to do: the build stops
 * before it writes a site that host would cut short (Cloudflare skips what is past a limit with
 * only a warning). The rule files' limits are Cloudflare's, checked for it and for a build for any
 * host; the size of a deployment only against the host the build is for (its variables or DEPLOY_HOST).
 */
export function hostLimitProblems(hostFiles: ReadonlyMap<string, string>, size: DeploymentSize, host: DeployHost = 'any'): string[] {
  const problems: string[] = [];
  if (host === 'any' || host === 'cloudflare' || host === 'cloudflare-paid') {
    const lines = (name: string) => (hostFiles.get(name) ?? '').split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
    const headerRules = lines('_headers').filter((line) => !/^\s/.test(line)).length;
    if (headerRules > hostLimits.headerRules) problems.push(`_headers has ${headerRules} rules; Cloudflare reads ${hostLimits.headerRules}: give pages one pattern rule, not a rule each`);
    const redirects = lines('_redirects');
    const dynamic = redirects.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? '')).length;
    if (redirects.length - dynamic > hostLimits.staticRedirects)
      problems.push(`_redirects has ${redirects.length - dynamic} redirects; Cloudflare reads ${hostLimits.staticRedirects}: drop aliases that no one links to any more (each alias still has its own page with a canonical link)`);
    if (dynamic > hostLimits.dynamicRedirects) problems.push(`_redirects has ${dynamic} redirects with a * or :placeholder; Cloudflare reads ${hostLimits.dynamicRedirects}`);
    for (const [name, text] of hostFiles)
      for (const [index, line] of text.split('\n').entries())
        if (line.length > hostLimits.lineLength) problems.push(`${name} line ${index + 1} is ${line.length} characters; Cloudflare reads ${hostLimits.lineLength} a line`);
  }
  const limit = deploymentLimits[host];
  if (limit?.files !== undefined && size.files > limit.files) {
    const paid = host === 'cloudflare' ? `; paid plans take ${deploymentLimits['cloudflare-paid']!.files} (build with DEPLOY_HOST=cloudflare-paid)` : '';
    problems.push(`the site has ${size.files} files; ${limit.named} takes ${limit.files} a deployment${paid}: fewer pages (a larger list page size) or fewer pictures, or a host that counts no files (Netlify, S3)`);
  }
  if (limit?.bytes !== undefined && size.bytes > limit.bytes) problems.push(`the site is ${gigabytes(size.bytes)}; ${limit.named} takes ${gigabytes(limit.bytes)}: fewer or smaller pictures and videos, or another host`);
  return problems;
}

/**
 * The build summary's line on the deployment: the host it was built for and why (`from`), its files
 * and bytes against that host's limit, or every host's when it was built for any.
 */
export function deploymentLine(host: DeployHost, from: string, size: DeploymentSize): string {
  const head = `Built for ${hostNames[host]} (${from}). A deployment has ${size.files} files (${gigabytes(size.bytes)})`;
  const limit = deploymentLimits[host];
  if (limit?.files !== undefined) return `${head}: ${limit.named} takes ${limit.files} files (${((100 * size.files) / limit.files).toFixed(1)} % used).`;
  if (limit?.bytes !== undefined) return `${head}: ${limit.named} takes ${gigabytes(limit.bytes)} (${((100 * size.bytes) / limit.bytes).toFixed(1)} % used).`;
  if (host === 'vercel') return `${head}: the build checks no limit of Vercel's.`;
  if (host !== 'any') return `${head}: ${hostNames[host]} counts no files a deployment.`;
  const { cloudflare, 'cloudflare-paid': paid, github } = deploymentLimits;
  return `${head}: Cloudflare Pages takes ${cloudflare!.files} files on the Free plan and ${paid!.files} on paid plans, GitHub Pages ${gigabytes(github!.bytes!)}; Netlify and S3 count no files.`;
}
