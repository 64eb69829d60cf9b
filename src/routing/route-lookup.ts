/** Path lookups over the route table, shared by the server and the browser. */
import { notFoundEntry, routeTable, type RouteEntry } from './route-table.data.ts';

const entryByPath = new Map<string, RouteEntry>(
  routeTable.flatMap((entry) => [entry.path, ...entry.aliases].map((path) => [path, entry] as const)),
);

/** The page a URL path shows, whatever its trailing slash; undefined for an unknown path. */
export const findEntry = (pathname: string): RouteEntry | undefined =>
  entryByPath.get(pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The page a URL path shows, the not-found page for an unknown path. */
export const entryFor = (pathname: string): RouteEntry => findEntry(pathname) ?? notFoundEntry;

/** Whether a path is the canonical path of a page (aliases are not). */
export const isCanonicalPath = (path: string): boolean => findEntry(path)?.path === path;

export const isNotFound = (entry: RouteEntry): boolean => entry.page === notFoundEntry.page;

