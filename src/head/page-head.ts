/** A page's head from its manifest record and its module: the build calls pageHead for every path. */
import { isCanonicalPath } from '../routing/route-lookup.ts';
import type { PageModule, RouteRecord } from '../routing/route-types.ts';
import { headTags, type HeadTag } from './head-tags.ts';

export const pageHead = (route: RouteRecord, module: PageModule): HeadTag[] =>
  headTags(route, module.structuredData?.(route) ?? [], isCanonicalPath);
