/**
 * _headers, _redirects and serve.json: the rules a static host applies, for hosts that read
 * them (Netlify and Cloudflare Pages read the first two, `npm start` and `npm run dev` the
 * third). Hashed assets are cached for a year; pages are revalidated on every visit; every alias
 * answers 301 with its canonical path. The alias HTML stays too, for hosts that read none of
 * these files (GitHub Pages, S3). The redirects are data, printed in each host's syntax: Netlify
 * skips a rule when a file exists at its path unless the rule is forced ("301!"), and Cloudflare's
 * engine rejects that "!" (it redirects before it serves files anyway), so DEPLOY_HOST=netlify
 * writes the forced form and every other build the plain one.
 */
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteUrls } from '../../src/site-address.ts';
import { securityHeaders } from './csp.ts';

export const immutableAsset = 'public, max-age=31536000, immutable';
export const revalidatedPage = 'public, max-age=0, must-revalidate';

const block = (pattern: string, headers: Readonly<Record<string, string>>): string =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * Two rules, whatever the number of pages: every response revalidates and carries the security
 * headers; hashed assets are cached for a year. Cloudflare adds up the headers of every rule that
 * matches, so the asset rule first drops the inherited Cache-Control ("! Cache-Control"); Netlify
 * takes the most specific rule's value and does not know "!", so its file leaves that line out.
 */
export function headersFile(urls: SiteUrls, host: DeployHost = 'any'): string {
  const { sitePath } = urls;
  return [
    block(sitePath('/*'), { ...securityHeaders(urls), 'Cache-Control': revalidatedPage }),
    [sitePath('/assets/*'), ...(host === 'netlify' ? [] : ['  ! Cache-Control']), `  Cache-Control: ${immutableAsset}`].join('\n'),
    '',
  ].join('\n');
}

/** Every alias and its canonical path, sorted by alias. */
const aliasRedirects = (routes: readonly RouteRecord[]) =>
  routes.flatMap((route) => route.aliases.map((alias) => ({ alias, path: route.path }))).sort((a, b) => (a.alias < b.alias ? -1 : 1));

/** The hosts whose files this build can write for; only Netlify's _redirects differs from the others'. */
export const deployHosts = ['any', 'netlify', 'cloudflare', 'github', 's3'] as const;
export type DeployHost = (typeof deployHosts)[number];

export function redirectsFile(routes: readonly RouteRecord[], { sitePath }: SiteUrls, host: DeployHost = 'any'): string {
  const status = host === 'netlify' ? '301!' : '301';
  const lines = aliasRedirects(routes).map(({ alias, path }) => `${sitePath(alias)} ${sitePath(path)} ${status}`);
  return `${lines.join('\n')}\n`;
}

const headerList = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** The configuration of `serve` (serve-handler): the trailing-slash policy, the same headers as _headers and the same redirects as _redirects. */
export const serveConfig = (routes: readonly RouteRecord[], urls: SiteUrls) => ({
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
    { source: '**', headers: headerList(securityHeaders(urls)) },
    { source: '**/*.html', headers: headerList({ 'Cache-Control': revalidatedPage }) },
    { source: urls.sitePath('/assets/**'), headers: headerList({ 'Cache-Control': immutableAsset }) },
  ],
});

/** The files a host reads, by name. */
export const hostFiles = (routes: readonly RouteRecord[], urls: SiteUrls, host: DeployHost = 'any'): ReadonlyMap<string, string> =>
  new Map([
    ['_headers', headersFile(urls, host)],
    ['_redirects', redirectsFile(routes, urls, host)],
    ['serve.json', `${JSON.stringify(serveConfig(routes, urls), null, 2)}\n`],
  ]);

/** What the hosts the README names read at most (Cloudflare Pages' documented limits; Netlify's are higher). */
export const hostLimits = { headerRules: 100, staticRedirects: 2000, dynamicRedirects: 100, lineLength: 2000, files: 20_000 } as const;

/**
 * Every limit of a host the site's files break, each with what to do: the build stops before it
 * writes a site a host would cut short (Cloudflare skips what is past a limit with only a warning).
 */
export function hostLimitProblems(hostFiles: ReadonlyMap<string, string>, fileCount: number): string[] {
  const problems: string[] = [];
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
  if (fileCount > hostLimits.files) problems.push(`the site has ${fileCount} files; Cloudflare Pages takes ${hostLimits.files} a deployment: fewer pages (a larger list page size), or another host`);
  return problems;
}
