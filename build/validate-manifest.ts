/** Checks the manifest before anything is written; every problem is named at once. */
import type { RouteRecord } from '../src/routing/route-types.ts';

export class ManifestError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The route manifest has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
    this.name = 'ManifestError';
  }
}

const pathShape = /^\/([a-z0-9]+(-[a-z0-9]+)*\/)*$/;

/** Every problem of the manifest, as sentences; an empty list means it is sound. */
export function manifestProblems(routes: readonly RouteRecord[], pageExists: (page: string) => boolean, pageDirs: readonly string[] = ['src/pages']): string[] {
  const problems: string[] = [];
  const claimants = new Map<string, string[]>();
  for (const route of routes) {
    for (const [kind, path] of [['canonical', route.path], ...route.aliases.map((alias) => ['alias', alias])] as const) {
      claimants.set(path, [...(claimants.get(path) ?? []), `${route.page} (${kind})`]);
      if (!pathShape.test(path)) problems.push(`${path}: a path is lowercase words joined by hyphens, starting and ending with "/" (${route.page})`);
    }
    if (!pageExists(route.page)) problems.push(`${route.path}: the page module ${route.page}.tsx does not exist in ${pageDirs.join(' or ')}`);
    if ((route.meta.ogType === 'article') !== (route.meta.article !== undefined))
      problems.push(`${route.path}: ogType "article" and article metadata go together`);
    if (route.sitemap && (route.sitemap.priority < 0 || route.sitemap.priority > 1))
      problems.push(`${route.path}: sitemap priority ${route.sitemap.priority} is outside 0 to 1`);
  }
  for (const [path, claims] of claimants) {
    if (claims.length > 1) problems.push(`${path} is claimed ${claims.length} times: by ${claims.join(', ')}`);
  }
  return problems;
}

export function validateManifest(routes: readonly RouteRecord[], pageExists: (page: string) => boolean, pageDirs: readonly string[]): void {
  const problems = manifestProblems(routes, pageExists, pageDirs);
  if (problems.length > 0) throw new ManifestError(problems);
}
