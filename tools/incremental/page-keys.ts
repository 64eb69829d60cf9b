/**
 * A page's key: everything its HTML depends on. The document around every page (settings, assets,
 * footer of its language: `frameOf`), the digest of the code that rendered it (code-digest.ts), its social card, the
 * path it is served at, and the digest of every value it read of the site (site-reads.ts). Two
 * builds that give a page the same key give it the same HTML, so the second takes it from the cache.
 */
import { createHash } from 'node:crypto';
import type { PageCard } from '../../src/head/head-tags.ts';
import type { Site } from '../../src/site-context.tsx';
import type { SitePage } from '../render/render.tsx';
import { pathDigests } from './site-reads.ts';

/** The fields of the site every page is keyed by as a whole, through `frame`: they depend on the settings alone. */
export const keyedAsAWhole = ['settings', 'sitePath', 'absoluteUrl', 'pathInSite'] as const;

export function pageKeys(site: Site, frameOf: (page: SitePage) => string, codeOf: (page: string) => string | undefined, cardOf: (path: string) => PageCard | undefined) {
  const digestOf = pathDigests(site);
  return (page: SitePage, reads: readonly string[]): string => {
    const code = codeOf(page.route.page);
    if (code === undefined) throw new Error(`No code digest for the page module ${page.route.page}`);
    const hash = createHash('sha256').update(frameOf(page)).update('\0').update(code).update('\0').update(JSON.stringify([page.at, page.file, cardOf(page.route.path) ?? null]));
    for (const read of reads) hash.update('\0').update(read).update('=').update(digestOf(read));
    return hash.digest('base64url').slice(0, 32);
  };
}
