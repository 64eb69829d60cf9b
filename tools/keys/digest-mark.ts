/**
 * A mark on a value naming the digest of what made it (a compiled body's tree: the body's key): the
 * build keys a page that shows the value by that digest instead of reading it whole
 * (tools/incremental/site-reads.ts), and refuses to key a page that shows an unmarked function.
 */
export const digestKey = Symbol.for('capcut-guide.digest');

export function withDigest<T extends object>(value: T, digest: string): T {
  Object.defineProperty(value, digestKey, { value: digest, enumerable: false });
  return value;
}

/** The digest a value was marked with, if any. */
export const markedDigest = (value: object): string | undefined => (value as { [digestKey]?: string })[digestKey];
