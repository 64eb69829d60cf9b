/**
 * What the deploy keeps in the bucket about what it put there, in one object beside the site
 * (`.deploy-manifest.json` under the prefix): for each key, the MD5 of its bytes and the headers
 * it was given (Content-Type, Cache-Control, the redirect's target). A bucket's listing gives each
 * object's ETag, which is the MD5 of a plain upload's bytes but says nothing of its headers, and
 * is no MD5 at all for a multipart upload or one encrypted with a KMS key; so a changed
 * Cache-Control or redirect target is found here, and an ETag that is no MD5 is compared with the
 * one recorded when the object was put. A missing or unreadable manifest only makes the next
 * deploy upload everything again.
 */

/** The name of the manifest's object, under the prefix. */
export const manifestName = '.deploy-manifest.json';

/** What was put at one key. */
export interface Recorded {
  /** The MD5 of its bytes, in hex. */
  readonly md5: string;
  readonly contentType?: string;
  readonly cacheControl: string;
  /** The path a website redirect sends to (x-amz-website-redirect-location). */
  readonly redirect?: string;
  /** The ETag the bucket gave it, where that is not its MD5 (multipart, KMS). */
  readonly etag?: string;
}

export type Manifest = ReadonlyMap<string, Recorded>;

const manifestVersion = 1;

/** The manifest's text: sorted by key, so the same objects give the same bytes (and the same ETag). */
export function manifestText(manifest: Manifest): string {
  const objects = Object.fromEntries([...manifest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ version: manifestVersion, objects })}\n`;
}

const isRecorded = (value: unknown): value is Recorded => {
  const record = value as Partial<Record<keyof Recorded, unknown>> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.md5 === 'string' &&
    typeof record.cacheControl === 'string' &&
    ['undefined', 'string'].includes(typeof record.contentType) &&
    ['undefined', 'string'].includes(typeof record.redirect) &&
    ['undefined', 'string'].includes(typeof record.etag)
  );
};

/** The manifest a text holds; an empty one for a text that is no manifest of this version (every object is then uploaded again). */
export function parseManifest(text: string | undefined): Manifest {
  if (text === undefined) return new Map();
  try {
    const parsed = JSON.parse(text) as { version?: unknown; objects?: Record<string, unknown> };
    if (parsed.version !== manifestVersion || typeof parsed.objects !== 'object' || parsed.objects === null) return new Map();
    return new Map(Object.entries(parsed.objects).filter((entry): entry is [string, Recorded] => isRecorded(entry[1])));
  } catch {
    return new Map();
  }
}
