/**
 * A filter's state kept in the URL query, so a filtered view can be shared and Back restores it.
 * The prerendered HTML is unfiltered (the build has no query); a query in the address applies right
 * after hydration, when React swaps the server snapshot ("") for the address's.
 */
import { useSyncExternalStore } from 'react';

export interface SetOptions {
  /** Replace the history entry instead of adding one: for typing, so Back skips keystrokes. */
  readonly replace?: boolean;
}

/** Fired after this page changed its own query; the browser fires popstate only for Back and Forward. */
const queryChanged = 'site:querychange';

const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  addEventListener(queryChanged, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(queryChanged, onChange);
  };
};

/** Sets or removes ('' removes) several parameters in one history entry. */
export function setQuery(changes: Readonly<Record<string, string>>, { replace = false }: SetOptions = {}): void {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === '') params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  if (replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new Event(queryChanged));
}

/** The parameter's value ('' when absent) and a setter; setting '' removes it from the URL. */
export function useQueryParam(name: string): [string, (value: string, options?: SetOptions) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(location.search).get(name) ?? '',
    () => '',
  );
  return [value, (next, options) => setQuery({ [name]: next }, options)];
}
