/**
 * Whether an island's props survive the trip through JSON into the page: the build writes them
 * into the island's marker element and the browser reads them back before it hydrates, so a
 * function, a React element, a Date or a Map would arrive changed or not at all.
 */

export interface PropProblem {
  /** Where the value sits, such as "posts[2].date". */
  readonly path: string;
  /** What it is, in words. */
  readonly what: string;
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function problemOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `the number ${value}`;
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    case 'object':
      if (value === null || Array.isArray(value)) return undefined;
      if ('$$typeof' in value) return 'a React element';
      return isPlainObject(value) ? undefined : `an instance of ${value.constructor?.name ?? 'a class'}`;
    default:
      return `a ${typeof value}`;
  }
}

/** The first value under `props` that JSON cannot carry unchanged, or undefined when there is none. */
export function unserialisableProp(props: object): PropProblem | undefined {
  const visit = (value: unknown, path: string): PropProblem | undefined => {
    const what = problemOf(value);
    if (what) return { path, what };
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = visit(item, `${path}[${index}]`);
        if (found) return found;
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        // An absent optional field is left out by JSON and reads as undefined again: no change.
        if (item === undefined) continue;
        const found = visit(item, path ? `${path}.${key}` : key);
        if (found) return found;
      }
    }
    return undefined;
  };
  return visit(props, '');
}
