/**
 * Whether a built site may go to a bucket, read from what the build wrote into it (no file of the
 * deploy's own): the address the home page gives as its own URL (og:url: a preview has it too,
 * where only a production page has a canonical link), and whether it is a preview (its robots.txt
 * disallows everything, as `npm run due` reads it, or its home page is noindex). A
 * `--local` build names the placeholder address, a preview hides the site from search engines,
 * and a build for another address than the environment gives would send every canonical link,
 * the sitemap and the feeds elsewhere: each is refused before the bucket is asked anything.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultOrigin } from '../../src/site.ts';
import { attr, documentElements } from '../render/html-elements.ts';

/** A robots.txt that disallows every path, as a preview build writes it (read so by `npm run due` too, whose module is too heavy to load for one line). */
const disallowsEverything = (robots: string): boolean => /^Disallow:\s*\/\s*$/m.test(robots);

/** What a build says of itself. */
export interface BuiltSite {
  /** The address its home page names as its own, origin and base path ("https://example.org", "https://user.github.io/repo"); undefined when it names none. */
  readonly address: string | undefined;
  readonly preview: boolean;
}

/** What a built site in `dir` says of itself, or undefined when `dir` holds no build (no home page). */
export async function readBuiltSite(dir: string): Promise<BuiltSite | undefined> {
  const home = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => undefined);
  if (home === undefined) return undefined;
  const elements = documentElements(home);
  const ownUrl = elements.find((element) => element.tagName === 'meta' && attr(element, 'property') === 'og:url');
  const noindex = elements.some((element) => element.tagName === 'meta' && attr(element, 'name') === 'robots' && /noindex/.test(attr(element, 'content') ?? ''));
  const url = ownUrl && attr(ownUrl, 'content');
  const address = url !== undefined && URL.canParse(url) ? url.replace(/\/$/, '') : undefined;
  const robots = await readFile(path.join(dir, 'robots.txt'), 'utf8').catch(() => '');
  return { address, preview: noindex || disallowsEverything(robots) };
}

export interface Expected {
  /** The address the environment gives a production build (SITE_URL, or the host's): origin and base path. */
  readonly address: string | undefined;
  /** The bucket is a preview's (--preview). */
  readonly preview: boolean;
  /** The keys' prefix ("" or "docs/"), which must end with the build's base path for its links to lead to its files. */
  readonly prefix: string;
}

/** Why the build in `dist` (named so in messages) may not go to the bucket; none when it may. */
export function refusals(site: BuiltSite | undefined, expected: Expected, dist: string): string[] {
  const build = 'SITE_URL=https://your.domain npm run build';
  if (site === undefined) return [`${dist} holds no build (it has no index.html): build the site first, ${build}.`];
  if (site.address === undefined) return [`${dist}/index.html names no address of its own (og:url), so ${dist} is not a build of this site: build it, ${build}.`];
  const { origin, pathname } = new URL(site.address);
  if (origin === defaultOrigin)
    return [`${dist} is a build to look at on this machine (npm start, npm run build -- --local): its pages name the placeholder address ${defaultOrigin}. Build it for the site's address: ${build}.`];
  const problems: string[] = [];
  if (site.preview && !expected.preview)
    problems.push(`${dist} is a preview build (every page noindex, robots.txt disallowing everything, drafts shown): on the site it would take it out of search engines. Build the site without PREVIEW, or deploy the preview to a preview's bucket with --preview.`);
  if (!site.preview && expected.preview)
    problems.push(`${dist} is a production build, which search engines may index, and --preview says the bucket is a preview's: build the preview with PREVIEW=true, or leave out --preview to deploy the site.`);
  if (expected.address !== undefined && expected.address.replace(/\/$/, '') !== site.address)
    problems.push(`${dist} was built for ${site.address}, and SITE_URL (or the host) says ${expected.address}: build again with that address, or deploy with the SITE_URL the build was made for.`);
  const base = pathname.replace(/\/$/, '');
  if (base !== '' && !`/${expected.prefix}`.endsWith(`${base}/`))
    problems.push(`${dist} was built for the base path ${base}, so its pages link to ${base}/...: deploy it under a prefix that ends with it, such as s3://BUCKET${base}.`);
  return problems;
}
