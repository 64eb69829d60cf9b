/**
 * A mark on a value naming the digest of what made it (a compiled body's tree: the body's key): the
 * build keys a page that shows the value by that digest instead of reading it whole
 * (tools/incremental/site-reads.ts). The site's other data holds no value that needs one.
 */
export const digestKey = Symbol.for('capcut-guide.digest');

/** The digest a value was marked with, if any. */
export const markedDigest = (value: object): string | undefined => (value as { [digestKey]?: string })[digestKey];

/**
 * A value loaded when first looked inside, marked with `mark()`: keying a page that shows it reads
 * nothing, since JSON.stringify asks a value for its toJSON before the digest's replacer sees the
 * mark, and this one has none (a build reads only the trees of the pages it renders).
 */
export function lazyMarked<T extends object>(mark: () => string, load: () => T): T {
  return new Proxy({} as T, {
    get: (_target, field) => (field === digestKey ? mark() : field === 'toJSON' ? undefined : Reflect.get(load(), field)),
    has: (_target, field) => Reflect.has(load(), field),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_target, field) => Reflect.getOwnPropertyDescriptor(load(), field),
  });
}
