/**
 * A page's head from its manifest record and its module: the build calls pageHead for every
 * path, and the browser, after a client-side navigation, calls headForEntry from this module
 * (loaded with the full manifest on first navigation).
 */
import { isCanonicalPath } from '../routing/route-lookup.ts';
import type { RouteEntry } from '../routing/route-table.data.ts';
import type { PageModule, RouteRecord } from '../routing/route-types.ts';
import { recordFor } from '../routing/routes.ts';
import { headTags, type HeadTag } from './head-tags.ts';

export const pageHead = (route: RouteRecord, module: PageModule): HeadTag[] =>
  headTags(route, module.structuredData?.(route) ?? [], isCanonicalPath);

export const headForEntry = (entry: RouteEntry, module: PageModule): HeadTag[] => pageHead(recordFor(entry.path), module);
