/** Whether search engines are told of a page: in the sitemap, and not a preview build's. */
import type { RouteRecord } from './route-types.ts';

export const isIndexable = (route: RouteRecord): boolean => route.sitemap !== null && !route.meta.noindex;
