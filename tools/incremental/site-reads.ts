/**
 * What a page read of the site while it rendered, recorded by a tracking view of the site value,
 * so a rebuild can tell whether the page would come out the same without rendering it.
 *
 * The view wraps the site in proxies that note the path of every value read from it: a property
 * (`articles.byPath`), a lookup (`get("/blog/x/")`), a call of the site's functions
 * (`routeAt("/x/")`), the keys of a map or object, whether a field is there (`in`, `Object.hasOwn`,
 * a property's descriptor), and the kind of every object read on the way (`kind()`: an object, an
 * array, a map or nothing), so a page that only tests whether a field is there (`meta.article ? a :
 * b`) is keyed by that, as proxy-compare marks an object it handed out as used. Elements of an array
 * are noted together, as a column (`posts.*.title`): a list page that scans thousands of posts for
 * their category reads one path, not thousands. Values deep in the tree (an article's body, a
 * route's tags) are noted whole. Nothing is listed by hand: whatever a page, a component or the
 * head reads through the site is noted, and a new field is noted the day it is first read.
 *
 * A path is evaluated again on the next build's site and its value digested; the page is rendered
 * again when a digest differs.
 */
import { markedDigest } from '../keys/digest-mark.ts';
import { digest } from '../keys/content-hash.ts';

/** A step of a path: a property, every element of an array (`*`), or a call with its arguments. */
export type Step = string | { readonly call: string; readonly args: readonly unknown[] };
export type ReadPath = readonly Step[];

/**
 * A path as the view notes it: its steps joined by a separator, a call written as JSON. Made by
 * adding one step to its parent's text, so a read costs a string join, not a serialisation.
 */
const separator = '\u0001';
const stepText = (step: Step): string => (typeof step === 'string' ? step : JSON.stringify(step));
const child = (parent: string, step: Step): string => (parent === '' ? stepText(step) : `${parent}${separator}${stepText(step)}`);

/** The steps of a noted path. */
export const stepsOf = (path: string): ReadPath => (path === '' ? [] : path.split(separator).map((step) => (step.startsWith('{') ? (JSON.parse(step) as Step) : step)));

/** Values from this depth on are noted whole instead of field by field: an article's body, a route's tags. */
const wholeFrom = 5;

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

/** What `kind()` reads of a value: whether it is there, and as what. */
const kindOf = (value: unknown): string => (value instanceof Map ? 'map' : Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
const kind = { call: 'kind', args: [] } as const;

/**
 * A tracking view of `value`, and the paths read through it so far. The `untracked` fields of the
 * value itself are passed through unnoted: the caller keys pages by them as a whole (the site's
 * settings and the URL functions made from them). The values at the `whole` paths are noted whole
 * when first read, and handed out as they are.
 */
export function trackReads<T extends object>(value: T, untracked: readonly string[] = [], whole: readonly ReadPath[] = []): { readonly view: T; readonly paths: () => string[] } {
  const paths = new Set<string>();
  const wholePaths = new Set(whole.map((steps) => steps.reduce<string>(child, '')));
  // One view per value and path, so a component that compares what it read twice finds the same object.
  const views = new WeakMap<object, Map<string, unknown>>();

  /** The view of a value found at `path` (`depth` steps deep), noting the read when it is a leaf. */
  function viewOf(path: string, depth: number, found: unknown): unknown {
    if (!isObject(found) || depth >= wholeFrom || typeof found === 'function' || wholePaths.has(path)) {
      paths.add(path);
      return found;
    }
    if (path !== '') paths.add(child(path, kind));
    let byPath = views.get(found);
    if (!byPath) views.set(found, (byPath = new Map()));
    let view = byPath.get(path);
    if (view === undefined) byPath.set(path, (view = found instanceof Map ? mapView(path, depth, found) : objectView(path, depth, found)));
    return view;
  }

  function mapView(path: string, depth: number, map: ReadonlyMap<unknown, unknown>): ReadonlyMap<unknown, unknown> {
    const at = (key: unknown) => viewOf(child(path, { call: 'get', args: [key] }), depth + 1, map.get(key));
    const keys = () => {
      paths.add(child(path, { call: 'keys', args: [] }));
      return [...map.keys()];
    };
    const entries = () => keys().map((key) => [key, at(key)] as [unknown, unknown]);
    return {
      get: at,
      has: (key) => (paths.add(child(path, { call: 'has', args: [key] })), map.has(key)),
      get size() {
        paths.add(child(path, 'size'));
        return map.size;
      },
      keys: () => keys()[Symbol.iterator](),
      values: () => entries().map(([, entry]) => entry)[Symbol.iterator](),
      entries: () => entries()[Symbol.iterator](),
      forEach: (each) => entries().forEach(([key, entry]) => each(entry, key, map)),
      [Symbol.iterator]: () => entries()[Symbol.iterator](),
    } as ReadonlyMap<unknown, unknown>;
  }

  function objectView(path: string, depth: number, target: object): object {
    const array = Array.isArray(target);
    // Every element of an array is read under one path, its column.
    const elements = array ? child(path, '*') : '';
    const length = array ? child(path, 'length') : '';
    const fields = new Map<string, string>();
    const fieldPath = (key: string) => {
      let known = fields.get(key);
      if (known === undefined) fields.set(key, (known = child(path, key)));
      return known;
    };
    const passed = (key: string | symbol): key is symbol => typeof key === 'symbol' || (depth === 0 && untracked.includes(key));
    /** The view of a field's value, noting what is read. */
    const read = (object: object, key: string, found: unknown): unknown => {
      if (array) {
        // An array's own methods run on the view, so what they read is noted element by element.
        if (typeof found === 'function') return found;
        if (key === 'length') {
          paths.add(length);
          return found;
        }
        return viewOf(elements, depth + 1, found);
      }
      if (typeof found === 'function' && Object.hasOwn(object, key))
        return (...args: unknown[]) => viewOf(child(path, { call: key, args }), depth + 1, (found as (...a: unknown[]) => unknown).apply(object, args));
      return viewOf(fieldPath(key), depth + 1, found);
    };
    return new Proxy(target, {
      get(object, key, receiver) {
        const found = Reflect.get(object, key, receiver);
        return passed(key) ? found : read(object, key, found);
      },
      getOwnPropertyDescriptor(object, key) {
        // Object.hasOwn, Object.keys and a spread ask for it: whether the field is there is noted, and its value handed out as a view.
        const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
        if (passed(key)) return descriptor;
        paths.add(array && /^\d+$/.test(key) ? length : child(path, { call: 'own', args: [key] }));
        if (!descriptor || !('value' in descriptor)) return descriptor;
        // A proxy must give a pinned value (frozen) as it is: then it is noted whole.
        if (!descriptor.configurable && !descriptor.writable) return (paths.add(array ? elements : fieldPath(key)), descriptor);
        return { ...descriptor, value: read(object, key, descriptor.value) };
      },
      has(object, key) {
        // An array's methods ask whether each index is there: for the site's dense lists, its length says.
        if (array && typeof key === 'string' && /^\d+$/.test(key)) paths.add(length);
        else if (typeof key !== 'symbol') paths.add(child(path, { call: 'has', args: [key] }));
        return Reflect.has(object, key);
      },
      ownKeys(object) {
        paths.add(child(path, { call: 'ownKeys', args: [] }));
        return Reflect.ownKeys(object);
      },
    });
  }

  return { view: viewOf('', 0, value) as T, paths: () => [...paths].sort() };
}

/** What a path names: a value, or a column's values (every element of an array, `*`). */
interface Found {
  readonly value: unknown;
  readonly column: boolean;
}

/** One step taken from a value. */
function stepFrom(value: unknown, step: Step): unknown {
  if (!isObject(value)) return undefined;
  if (typeof step === 'string') return value instanceof Map && step === 'size' ? value.size : (value as Record<string, unknown>)[step];
  const { call, args } = step;
  if (call === 'has') return value instanceof Map ? value.has(args[0]) : (args[0] as string) in value;
  if (call === 'keys') return value instanceof Map ? [...value.keys()] : undefined;
  if (call === 'ownKeys') return Reflect.ownKeys(value).filter((key) => typeof key === 'string');
  if (call === 'own') return Object.getOwnPropertyDescriptor(value, args[0] as string)?.enumerable;
  if (call === 'get' && value instanceof Map) return value.get(args[0]);
  const method = (value as Record<string, unknown>)[call];
  return typeof method === 'function' ? method.apply(value, args) : undefined;
}

/** A step taken from what a path found: from each of a column's values. */
function stepFound({ value, column }: Found, step: Step): Found {
  if (typeof step !== 'string' && step.call === 'kind') return { value: column ? (value as unknown[]).map(kindOf) : kindOf(value), column };
  if (step === '*') {
    const values = column ? (value as unknown[]) : [value];
    return { value: values.flatMap((one) => (Array.isArray(one) ? one : [undefined])), column: true };
  }
  return { value: column ? (value as unknown[]).map((one) => stepFrom(one, step)) : stepFrom(value, step), column };
}

/** The value a path names in `root`; a column (`*`) gives the array of its elements' values. */
export const valueAt = (root: unknown, path: ReadPath): unknown => path.reduce(stepFound, { value: root, column: false }).value;

const digests = new WeakMap<object, string>();

/**
 * A digest of a value: its JSON, with maps as lists of entries; a value marked with the digest of
 * what made it (digest-mark.ts: a body's tree) by that digest. The site's data holds no function
 * (test/types/site-data.ts): one found is refused rather than silently ignored.
 */
export function digestOf(value: unknown): string {
  // A string, number or flag is its own key when short: most reads are a title or a date, and hashing each cost more than the plan's other work.
  if (!isObject(value)) {
    const text = JSON.stringify(value) ?? 'undefined';
    return text.length <= 64 ? `=${text}` : digest(text);
  }
  const known = digests.get(value);
  if (known) return known;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    // A value marked with the digest of what made it (an article's body tree: its body key) is keyed by that, not read whole.
    const marked = isObject(item) ? markedDigest(item) : undefined;
    if (marked) return `marked:${marked}`;
    if (typeof item === 'function') throw new Error(`A page read a function the build cannot key (${item.name || 'anonymous'}): the site's data holds none (test/types/site-data.ts); a lookup is a method of the site, called with data`);
    if (item instanceof Map) return { map: [...item.entries()] };
    return item === undefined ? null : item;
  });
  const made = digest(text ?? 'undefined');
  digests.set(value, made);
  return made;
}

/**
 * Digests paths read of one site, each evaluated once however many pages read it, and from its
 * parent's value: the pages of a site read thousands of fields of the same few records.
 */
export function pathDigests(root: unknown): (path: string) => string {
  const found = new Map<string, Found>([['', { value: root, column: false }]]);
  // Steps repeat across paths (every object read is tested for its kind): each text is parsed once.
  const steps = new Map<string, Step>();
  const stepAt = (text: string): Step => steps.get(text) ?? steps.set(text, stepsOf(text)[0]!).get(text)!;
  const foundAt = (path: string): Found => {
    let known = found.get(path);
    if (known === undefined) {
      const last = path.lastIndexOf(separator);
      known = stepFound(foundAt(last < 0 ? '' : path.slice(0, last)), stepAt(path.slice(last + 1)));
      found.set(path, known);
    }
    return known;
  };
  const known = new Map<string, string>();
  return (path) => known.get(path) ?? known.set(path, digestOf(foundAt(path).value)).get(path)!;
}
