/** A page's head from its manifest record and its module: the build calls pageHead for every path. */
import type { PageModule } from './page-module.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Site } from '../site-context.tsx';
import type { Locale } from '../i18n/locale.ts';
import { headTags, type HeadTag, type PageCard } from './head-tags.ts';

export const pageHead = (route: RouteRecord, module: PageModule, site: Site, locale: Locale, card?: PageCard): HeadTag[] => headTags(route, module.structuredData?.(route, site, locale) ?? [], site, locale, card);
