/**
 * A filter's state kept in the URL query, so a filtered view can be shared and Back restores it.
 * The prerendered HTML is unfiltered; a query in the address applies right after hydration
 * (the router hydrates with an empty search, see app/Root.tsx).
 */
import { useSearchParams } from '../routing/router-hooks.ts';

export interface SetOptions {
  /** Replace the history entry instead of adding one: for typing, so Back skips keystrokes. */
  readonly replace?: boolean;
}

/** The parameter's value ('' when absent) and a setter; setting '' removes it from the URL. */
export function useQueryParam(name: string): [string, (value: string, options?: SetOptions) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string, options: SetOptions = {}) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: options.replace ?? false },
    );
  return [params.get(name) ?? '', set];
}
