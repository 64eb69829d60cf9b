/**
 * _headers and _redirects, for hosts that read them (Netlify, Cloudflare Pages). Hashed assets
 * are cached for a year; pages are revalidated on every visit; every alias answers 301 with
 * its canonical path (the alias HTML stays too, for buckets that read neither file).
 */
import type { RouteRecord } from '../src/route-types.ts';
import { securityHeaders } from './csp.ts';

export const immutableAsset = 'public, max-age=31536000, immutable';
export const revalidatedPage = 'public, max-age=0, must-revalidate';

const block = (pattern: string, headers: Readonly<Record<string, string>>): string =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

export function headersFile(routes: readonly RouteRecord[]): string {
  const pages = routes.flatMap((route) => [route.path, ...route.aliases]).sort();
  return [
    block('/*', securityHeaders),
    block('/assets/*', { 'Cache-Control': immutableAsset }),
    ...[...pages, '/404.html'].map((page) => block(page, { 'Cache-Control': revalidatedPage })),
    '',
  ].join('\n');
}

export function redirectsFile(routes: readonly RouteRecord[]): string {
  const lines = routes.flatMap((route) => route.aliases.map((alias) => `${alias} ${route.path} 301`)).sort();
  return `${lines.join('\n')}\n`;
}

/** The files a host reads, by name. */
export const hostFiles = (routes: readonly RouteRecord[]): ReadonlyMap<string, string> =>
  new Map([
    ['_headers', headersFile(routes)],
    ['_redirects', redirectsFile(routes)],
  ]);
