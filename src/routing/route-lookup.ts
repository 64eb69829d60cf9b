/** Path lookups over the manifest. */
import type { RouteRecord } from './route-types.ts';
import { notFoundRoute, routes } from './routes.ts';

const routeByPath = new Map<string, RouteRecord>(
  routes.flatMap((route) => [route.path, ...route.aliases].map((path) => [path, route] as const)),
);

/** The page a URL path shows, whatever its trailing slash; undefined for an unknown path. */
export const findRoute = (pathname: string): RouteRecord | undefined => routeByPath.get(pathname.endsWith('/') ? pathname : `${pathname}/`);

/** Whether a path is the canonical path of a page (aliases are not). */
export const isCanonicalPath = (path: string): boolean => findRoute(path)?.path === path;

export const isNotFound = (route: RouteRecord): boolean => route === notFoundRoute;
