/**
 * What the browser needs to route: each page's paths, module and banner flag, without the
 * metadata. As a data module it reaches the browser as these values (build/bundle-js.ts), so
 * the core does not carry every page's title and description; the after-navigation code loads the full
 * manifest in its own file when the visitor first navigates.
 */
import type { RouteRecord } from './route-types.ts';
import { notFoundRoute, routes } from './routes.ts';

export type RouteEntry = Pick<RouteRecord, 'path' | 'aliases' | 'page' | 'banner'>;

const toRouteEntry = ({ path, aliases, page, banner }: RouteRecord): RouteEntry => ({ path, aliases, page, banner });

export const routeTable: readonly RouteEntry[] = routes.map(toRouteEntry);
export const notFoundEntry: RouteEntry = toRouteEntry(notFoundRoute);
