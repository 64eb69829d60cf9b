/** The head of the page a route entry shows, from its full manifest record. The browser loads this module (and the manifest) on first navigation. */
import type { PageModule } from '../page-module.ts';
import { isCanonicalPath } from '../route-lookup.ts';
import type { RouteEntry } from '../route-table.ts';
import { recordFor } from '../routes.ts';
import { headTags, type HeadTag } from './head-tags.ts';

export function pageHead(entry: RouteEntry, module: PageModule): HeadTag[] {
  const route = recordFor(entry.path);
  return headTags(route, module.structuredData?.(route) ?? [], isCanonicalPath);
}
