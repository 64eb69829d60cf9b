/**
 * What a page may read of the site is data, held by the type check: `npm run typecheck` (tsconfig.json
 * includes test/) fails when a record the site holds (an article, a route, a card, a page's versions)
 * gains a field whose value is a function, which the build could not key a page by
 * (tools/incremental/site-reads.ts); when the site or the article collection gains a function not
 * named as a lookup (SiteLookups, ArticlesLookups below); and when a URL function is not in siteUrlNames,
 * the fields every page is keyed by as a whole. Each `@ts-expect-error` below is such a mistake: the
 * directive turns the error into a pass, and into a failure the day the check stops finding it.
 * Nothing imports or runs this file.
 */
import type { Root as BodyTree } from 'hast';
import type { ArticleCard, ArticleEntry, Articles } from '../../src/articles.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { SiteUrls } from '../../src/site-address.ts';
import type { siteUrlNames } from '../../tools/incremental/page-plan.ts';
import type { LocaleAddress, PageVersion, Site } from '../../src/site-context.tsx';

/**
 * The site's lookups and the collection's: functions a page calls with data, keyed by each call
 * (site-reads.ts records the arguments and the answer). A new one is named here, or the checks below fail.
 */
type SiteLookups = 'routeAt' | 'isCanonicalPath' | 'langOf' | 'translationsOf' | 'linkIn';
type ArticlesLookups = 'postsIn' | 'listPage';

/** The keys of T whose values are functions. */
type FunctionKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends (...args: never[]) => unknown ? K : never }[keyof T];

/**
 * T with every function anywhere inside it turned into never: T is data when it still fits. A body's
 * tree counts as data as it is: it comes from the compile cache's JSON, and a page is keyed by its
 * mark, not its fields (its type names MDX's expression nodes, whose estree allows a RegExp).
 */
type AsData<T> = T extends BodyTree
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends ReadonlyMap<infer K, infer V>
      ? ReadonlyMap<K, AsData<V>>
      : T extends object
        ? { readonly [K in keyof T]: AsData<T[K]> }
        : T;

/** Compiles only when its argument is true. */
const holds = <T extends true>(value: T): T => value;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type IsData<T> = T extends AsData<T> ? true : false;

// The records a page reads are data.
holds<IsData<ArticleEntry>>(true);
holds<IsData<ArticleCard>>(true);
holds<IsData<RouteRecord>>(true);
holds<IsData<PageVersion>>(true);
holds<IsData<LocaleAddress>>(true);
holds<IsData<Omit<Site, SiteLookups | keyof SiteUrls | 'articles' | 'localArticles'>>>(true);
holds<IsData<Omit<Articles, ArticlesLookups>>>(true);
// Every function of the site and of the collection is a lookup, or a URL function named in siteUrlNames.
holds<Equal<FunctionKeys<Site>, SiteLookups | keyof SiteUrls>>(true);
holds<Equal<FunctionKeys<Articles>, ArticlesLookups>>(true);
holds<Equal<keyof SiteUrls, (typeof siteUrlNames)[number]>>(true);
// What the lookups give is data.
holds<IsData<ReturnType<Site[SiteLookups]>>>(true);
holds<IsData<ReturnType<Articles[ArticlesLookups]>>>(true);

/*
 * A record with a function in it. Without the directive tsc prints:
 * test/types/site-data.ts(64,7): error TS2344: Type 'false' does not satisfy the constraint 'true'.
 */
interface WithFunction extends ArticleCard {
  readonly excerptFor: (width: number) => string;
}
// @ts-expect-error: a card whose excerpt is a function is no data
holds<IsData<WithFunction>>(true);

/* A site with a function not named as a lookup. */
// @ts-expect-error: formatDate is no lookup of SiteLookups
holds<Equal<FunctionKeys<Site & { readonly formatDate: (iso: string) => string }>, SiteLookups | keyof SiteUrls>>(true);
