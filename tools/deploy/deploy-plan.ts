/**
 * What a deploy does, decided before it does anything: the built site's objects against what the
 * bucket lists and what the manifest says was put there give the uploads, in the steps of
 * publish-order.ts, the objects left as they are, and the keys to delete. Pure: the deploy
 * (run-deploy.ts) lists the bucket, plans, then carries the plan out.
 */
import type { Manifest, Recorded } from './deploy-manifest.ts';
import { deletionOrder, phaseOf, phases, type FileKind, type Phase } from './publish-order.ts';

/** One object the bucket should hold: a file of the built site, or an alias's redirect. */
export interface SiteObject extends Omit<Recorded, 'etag'> {
  /** Its key, the prefix included. */
  readonly key: string;
  /** Its file in the built site; none for a redirect, whose object is empty. */
  readonly file?: string;
  readonly kind: FileKind | 'redirect';
  readonly bytes: number;
}

/** What the bucket holds under the prefix: each key's ETag, without its quotes. */
export type Listing = ReadonlyMap<string, string>;

export interface Step {
  readonly phase: Phase;
  readonly objects: readonly SiteObject[];
}

export interface DeployPlan {
  /** The uploads, step by step in publish-order's order; a step with nothing to do is left out. */
  readonly steps: readonly Step[];
  readonly unchanged: readonly SiteObject[];
  /** Keys the built site no longer has, in the order they may be deleted. */
  readonly deletes: readonly string[];
}

/**
 * Whether the bucket holds `object` as it should be: its bytes (the ETag is their MD5, or the ETag
 * the manifest recorded for these bytes) and its headers as the manifest recorded them.
 */
export function holds(object: SiteObject, listing: Listing, manifest: Manifest): boolean {
  const etag = listing.get(object.key);
  const recorded = manifest.get(object.key);
  if (etag === undefined || recorded === undefined) return false;
  const sameBytes = etag === object.md5 || (recorded.etag === etag && recorded.md5 === object.md5);
  return sameBytes && recorded.contentType === object.contentType && recorded.cacheControl === object.cacheControl && recorded.redirect === object.redirect;
}

/** The plan for putting `objects` into a bucket that lists `listing` under `prefix`; `keep` are keys of the deploy's own (its manifest), never deleted. */
export function deployPlan(objects: readonly SiteObject[], listing: Listing, manifest: Manifest, prefix: string, keep: readonly string[] = []): DeployPlan {
  const byPhase = new Map<Phase, SiteObject[]>(phases.map((phase) => [phase, []]));
  const unchanged: SiteObject[] = [];
  for (const object of objects) {
    if (holds(object, listing, manifest)) unchanged.push(object);
    else byPhase.get(phaseOf(object.kind, listing.has(object.key)))!.push(object);
  }
  const wanted = new Set([...objects.map(({ key }) => key), ...keep]);
  return {
    steps: phases.map((phase) => ({ phase, objects: byPhase.get(phase)! })).filter(({ objects: some }) => some.length > 0),
    unchanged,
    deletes: deletionOrder(
      [...listing.keys()].filter((key) => !wanted.has(key)),
      prefix,
    ),
  };
}

/** The manifest once the objects are in the bucket: `etags` are the ETags the bucket gave them (listed, or answered to an upload). */
export function manifestAfter(objects: readonly SiteObject[], etags: ReadonlyMap<string, string>): Map<string, Recorded> {
  return new Map(
    objects.map(({ key, md5, contentType, cacheControl, redirect }) => {
      const etag = etags.get(key);
      return [key, { md5, ...(contentType !== undefined && { contentType }), cacheControl, ...(redirect !== undefined && { redirect }), ...(etag !== undefined && etag !== md5 && { etag }) }];
    }),
  );
}
