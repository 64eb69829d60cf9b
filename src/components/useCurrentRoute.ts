import { useLocation } from 'wouter';
import { entryFor } from '../route-lookup.ts';
import type { RouteEntry } from '../route-table.ts';

/** The route of the page on screen (its canonical path, aliases and module), for a page module shared by several routes. */
export function useCurrentRoute(): RouteEntry {
  const [location] = useLocation();
  return entryFor(location);
}
