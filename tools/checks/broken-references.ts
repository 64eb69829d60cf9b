/**
 * The check that every internal reference of the new site leads somewhere. Rendering collects,
 * per page, the URLs its markup and its browser code name and the ids it has; this module
 * resolves each URL against the files of the new site and each #fragment against the ids of its
 * target page, and returns the problems grouped by page. The build throws BrokenReferencesError
 * when there are any, before the new site replaces the last one.
 */
import { stripBase } from '../../src/site-address.ts';
import { outputFile } from '../output/output-path.ts';

export interface PageReferences {
  /** The path of the site the page is shown at ("/download/"); relative URLs resolve against it. */
  readonly page: string;
  /** Every URL the page names, as written (href, src, srcset candidates, and paths its browser code fetches). */
  readonly references: readonly string[];
  readonly ids: readonly string[];
}

export interface BuiltSite {
  /** The public origin, without a trailing slash. */
  readonly origin: string;
  /** The base path, "" at the root of the origin. */
  readonly base: string;
  /** Every file of the new site, relative to its folder, with forward slashes. */
  readonly files: ReadonlySet<string>;
  /** The canonical path of each alias: an alias shows its page's markup, whose problems are told once, on that page. */
  readonly canonicalOf?: ReadonlyMap<string, string>;
}

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** What is wrong with one reference of a page, or undefined when it leads somewhere. */
function problemOf(reference: string, page: string, site: BuiltSite, idsByPage: { get(path: string): ReadonlySet<string> | undefined }): string | undefined {
  let url: URL;
  try {
    url = new URL(reference, site.origin + site.base + page);
  } catch {
    return 'is not a URL';
  }
  if (url.origin !== site.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const path = stripBase(site.base, decoded(url.pathname));
  if (path === undefined) return `is outside the base path ${site.base}/`;
  const file = path.endsWith('/') ? outputFile(path) : path.slice(1);
  if (!site.files.has(file)) {
    if (path.endsWith('/')) return 'is no page of the site';
    return site.files.has(outputFile(`${path}/`)) ? `is no file of the site (the page is ${path}/)` : 'is no file of the site';
  }
  const id = decoded(url.hash.slice(1));
  const ids = idsByPage.get(path);
  if (id && ids && !ids.has(id)) return `names no element of ${path} (no id "${id}")`;
  return undefined;
}

/** Every broken reference, as "-> URL why", grouped by the page that makes it (an alias only for what its page lacks); empty when there is none. */
export function brokenReferences(pages: readonly PageReferences[], site: BuiltSite): Map<string, string[]> {
  // A page's ids are gathered when a fragment names the page: most pages are named by none.
  const idsOf = new Map(pages.map((page) => [page.page, page.ids] as const));
  const idSets = new Map<string, ReadonlySet<string>>();
  const idsByPage = { get: (path: string) => idSets.get(path) ?? (idsOf.has(path) ? idSets.set(path, new Set(idsOf.get(path))).get(path) : undefined) };
  // Most references are absolute paths named by every page (the header's links, the script): each is resolved once.
  const known = new Map<string, string | undefined>();
  const problemAt = (reference: string, page: string): string | undefined => {
    // A fragment of the page itself, a tenth of all references and unique to its page, is looked up in the page's ids without parsing a URL.
    if (reference[0] === '#') {
      const id = decoded(reference.slice(1));
      const ids = idsByPage.get(page);
      return id && ids && !ids.has(id) ? `names no element of ${page} (no id "${id}")` : undefined;
    }
    const key = reference[0] === '/' || /^[a-z][a-z0-9+.-]*:/i.test(reference) ? reference : `${page} ${reference}`;
    let problem = known.get(key);
    if (problem === undefined && !known.has(key)) known.set(key, (problem = problemOf(reference, page, site, idsByPage)));
    return problem;
  };
  const broken = new Map<string, string[]>();
  for (const { page, references } of pages) {
    const problems = new Set<string>();
    for (const reference of references) {
      const problem = problemAt(reference, page);
      if (problem) problems.add(`-> ${reference} ${problem}`);
    }
    if (problems.size > 0) broken.set(page, [...problems]);
  }
  for (const [alias, canonical] of site.canonicalOf ?? []) {
    const own = broken.get(alias)?.filter((problem) => !broken.get(canonical)?.includes(problem));
    if (own?.length) broken.set(alias, own);
    else broken.delete(alias);
  }
  return broken;
}

export class BrokenReferencesError extends Error {
  override name = 'BrokenReferencesError';
  constructor(readonly broken: ReadonlyMap<string, readonly string[]>) {
    const count = [...broken.values()].reduce((sum, problems) => sum + problems.length, 0);
    const pages = [...broken].map(([page, problems]) => [`Broken link on page ${page}:`, ...problems.map((problem) => `  ${problem}`)].join('\n'));
    super(`The build found ${count} broken link(s) on ${broken.size} page(s); the last build was left in place.\n${pages.join('\n')}`);
  }
}

/** Throws BrokenReferencesError listing every broken reference of the site, grouped by page. */
export function assertNoBrokenReferences(pages: readonly PageReferences[], site: BuiltSite): void {
  const broken = brokenReferences(pages, site);
  if (broken.size > 0) throw new BrokenReferencesError(broken);
}
