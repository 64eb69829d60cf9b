/** The breadcrumb trail of a page, built from its canonical URL path: Home first, hyphenated segments title-cased, a list's page/<n> as "Page n", the last item not a link. */

export interface Crumb {
  readonly name: string;
  /** The crumb's page; null for the current page and for segments that are not pages. */
  readonly path: string | null;
}

/** Words whose usual spelling title case would get wrong: brand names as their owners write them. */
const spellings: Record<string, string> = {
  capcut: 'CapCut', ios: 'iOS', pc: 'PC', vn: 'VN', dmca: 'DMCA', vs: 'vs', tiktok: 'TikTok', faq: 'FAQ', inshot: 'InShot', kinemaster: 'KineMaster',
};

/** Whole segments named differently from their words: the product's full name. */
const names: Record<string, string> = { 'premiere-rush': 'Adobe Premiere Rush' };

/** "capcut-vs-pro" → "CapCut vs Pro": hyphenated words title-cased. */
export const segmentLabel = (segment: string): string =>
  names[segment] ??
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => spellings[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Home first, then one crumb per path segment; the last is the current page and not a link.
 * An intermediate segment links only where `isPage` says a page lives there. The root has no trail.
 */
export function breadcrumbTrail(path: string, isPage: (path: string) => boolean, language: TrailLanguage = english): Crumb[] {
  const { prefix } = language;
  const segments = path.slice(prefix.length).split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ name: language.home, path: language.homePath ?? `${prefix}/` }];
  segments.forEach((segment, index) => {
    // A list's later page (/blog/page/2/) is one crumb, "Page 2".
    if (segment === 'page' && /^\d+$/.test(segments[index + 1] ?? '')) return;
    const here = `${prefix}/${segments.slice(0, index + 1).join('/')}/`;
    const last = index === segments.length - 1;
    const name = /^\d+$/.test(segment) && segments[index - 1] === 'page' ? language.pageNumber(segment) : last && language.lastName ? language.lastName : (language.segmentNames?.[segment] ?? segmentLabel(segment));
    crumbs.push({ name, path: !last && isPage(here) ? here : null });
  });
  return crumbs;
}

/** How a trail is worded: the default locale's from the paths' words; another's under its prefix, its last crumb the page's own name (its slug's words are not its language's title case). */
export interface TrailLanguage {
  /** "/es", or "" for the default locale. */
  readonly prefix: string;
  readonly home: string;
  readonly pageNumber: (number: string) => string;
  readonly lastName?: string;
  /** The crumb of a path segment whose words are English in every language ("category" of /es/blog/category/effects/), by segment. */
  readonly segmentNames?: Readonly<Record<string, string>>;
  /** Where Home leads, when not to the prefix's root: the default locale's home, for a language without one. */
  readonly homePath?: string;
}

const english: TrailLanguage = { prefix: '', home: 'Home', pageNumber: (number) => `Page ${number}` };
