import { useSyncExternalStore } from 'react';

/** Whether the page has scrolled further than `offset` pixels; false while prerendering. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > offset,
    () => false,
  );
}
