/**
 * What a page read of the site while it rendered, recorded by a tracking view of the site value,
 * so a rebuild can tell whether the page would come out the same without rendering it.
 *
 * The view wraps the site in proxies that note the path of every value read from it: a property
 * (`articles.byPath`), a lookup (`get("/blog/x/")`), a call of the site's functions
 * (`routeAt("/x/")`), the keys of a map or object. Elements of an array are noted together, as a
 * column (`posts.*.title`): a list page that scans thousands of posts for their category reads one
 * path, not thousands. Values deep in the tree (an article's body, a route's tags) are noted whole.
 * Nothing is listed by hand: whatever a page, a component or the head reads through the site is
 * noted, and a new field is noted the day it is first read.
 *
 * A path is evaluated again on the next build's site and its value digested; the page is rendered
 * again when a digest differs.
 */
import { createHash } from 'node:crypto';
import { markedDigest } from '../content/digest-mark.ts';

/** A step of a path: a property, every element of an array (`*`), or a call with its arguments. */
export type Step = string | { readonly call: string; readonly args: readonly unknown[] };
export type ReadPath = readonly Step[];

/** Values from this depth on are noted whole instead of field by field: an article's body, a route's tags. */
const wholeFrom = 5;

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

/**
 * A tracking view of `value`, and the paths read through it so far. The `untracked` fields of the
 * value itself are passed through unnoted: the caller keys pages by them as a whole (the site's
 * settings and the URL functions made from them).
 */
export function trackReads<T extends object>(value: T, untracked: readonly string[] = []): { readonly view: T; readonly paths: () => string[] } {
  const paths = new Set<string>();
  const note = (path: ReadPath) => paths.add(JSON.stringify(path));
  // One view per value and path, so a component that compares what it read twice finds the same object.
  const views = new WeakMap<object, Map<string, unknown>>();

  /** The view of a value found at `path`, noting the read when it is a leaf. */
  function viewOf(path: ReadPath, found: unknown): unknown {
    if (!isObject(found) || path.length >= wholeFrom || typeof found === 'function') {
      note(path);
      return found;
    }
    const id = JSON.stringify(path);
    const byPath = views.get(found) ?? views.set(found, new Map()).get(found)!;
    if (!byPath.has(id)) byPath.set(id, found instanceof Map ? mapView(path, found) : objectView(path, found));
    return byPath.get(id);
  }

  function mapView(path: ReadPath, map: ReadonlyMap<unknown, unknown>): ReadonlyMap<unknown, unknown> {
    const keys = () => {
      note([...path, { call: 'keys', args: [] }]);
      return [...map.keys()];
    };
    const entries = () => keys().map((key) => [key, viewOf([...path, { call: 'get', args: [key] }], map.get(key))] as [unknown, unknown]);
    return {
      get: (key) => viewOf([...path, { call: 'get', args: [key] }], map.get(key)),
      has: (key) => (note([...path, { call: 'has', args: [key] }]), map.has(key)),
      get size() {
        note([...path, 'size']);
        return map.size;
      },
      keys: () => keys()[Symbol.iterator](),
      values: () => entries().map(([, entry]) => entry)[Symbol.iterator](),
      entries: () => entries()[Symbol.iterator](),
      forEach: (each) => entries().forEach(([key, entry]) => each(entry, key, map)),
      [Symbol.iterator]: () => entries()[Symbol.iterator](),
    } as ReadonlyMap<unknown, unknown>;
  }

  function objectView(path: ReadPath, target: object): object {
    const array = Array.isArray(target);
    return new Proxy(target, {
      get(object, key, receiver) {
        const found = Reflect.get(object, key, receiver);
        if (typeof key === 'symbol' || (path.length === 0 && untracked.includes(key))) return found;
        // An array's own methods run on the view, so what they read is noted element by element.
        if (array && typeof found === 'function') return found;
        if (array && key !== 'length') return viewOf([...path, '*'], found);
        if (typeof found === 'function' && Object.hasOwn(object, key))
          return (...args: unknown[]) => viewOf([...path, { call: key, args }], (found as (...a: unknown[]) => unknown).apply(object, args));
        return viewOf([...path, key], found);
      },
      has(object, key) {
        if (typeof key !== 'symbol') note([...path, { call: 'has', args: [key] }]);
        return Reflect.has(object, key);
      },
      ownKeys(object) {
        note([...path, { call: 'ownKeys', args: [] }]);
        return Reflect.ownKeys(object);
      },
    });
  }

  return { view: viewOf([], value) as T, paths: () => [...paths].sort() };
}

/** The value a path names in `root`; a column (`*`) gives the array of its elements' values. */
export function valueAt(root: unknown, path: ReadPath): unknown {
  let values: unknown[] = [root];
  let column = false;
  for (const step of path) {
    if (step === '*') {
      values = values.flatMap((value) => (Array.isArray(value) ? value : [undefined]));
      column = true;
      continue;
    }
    values = values.map((value) => {
      if (!isObject(value)) return undefined;
      if (typeof step === 'string') return value instanceof Map && step === 'size' ? value.size : (value as Record<string, unknown>)[step];
      const { call, args } = step;
      if (call === 'has') return value instanceof Map ? value.has(args[0]) : (args[0] as string) in value;
      if (call === 'keys') return value instanceof Map ? [...value.keys()] : undefined;
      if (call === 'ownKeys') return Reflect.ownKeys(value).filter((key) => typeof key === 'string');
      if (call === 'get' && value instanceof Map) return value.get(args[0]);
      const method = (value as Record<string, unknown>)[call];
      return typeof method === 'function' ? method.apply(value, args) : undefined;
    });
  }
  return column ? values : values[0];
}

const digests = new WeakMap<object, string>();

/**
 * A digest of a value: its JSON, with maps as lists of entries; a function is digested only by the
 * digest it was marked with (withDigest), and one without is refused rather than silently ignored.
 */
export function digestOf(value: unknown): string {
  if (isObject(value)) {
    const known = digests.get(value);
    if (known) return known;
  }
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') {
      const marked = markedDigest(item);
      if (!marked) throw new Error(`A page read a function the build cannot key (${item.name || 'anonymous'}): mark it with withDigest()`);
      return `fn:${marked}`;
    }
    if (item instanceof Map) return { map: [...item.entries()] };
    return item === undefined ? null : item;
  });
  const digest = createHash('sha256').update(text ?? 'undefined').digest('base64url').slice(0, 22);
  if (isObject(value)) digests.set(value, digest);
  return digest;
}

/** Digests paths read of one site, each evaluated once however many pages read it. */
export function pathDigests(root: unknown): (path: string) => string {
  const known = new Map<string, string>();
  return (path) => {
    let digest = known.get(path);
    if (digest === undefined) {
      digest = digestOf(valueAt(root, JSON.parse(path) as ReadPath));
      known.set(path, digest);
    }
    return digest;
  };
}
