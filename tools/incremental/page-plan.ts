/**
 * Which pages a build renders and which it takes from the last build. A page's key is everything
 * its HTML depends on: the document around it (settings, assets, its language's footer and its
 * language's module's code), the code that rendered it (code-digest.ts: its page module's and this
 * module's, which holds the renderer's), its social card, the path it is served at, and the digest
 * of every value it read of the site (site-reads.ts), evaluated on this build's site. An unchanged
 * key takes the page's HTML and links from the page cache; any other page is rendered through a
 * tracking view of the site, which records what it reads for the next build.
 */
import type { Locale } from '../../src/i18n/locale.ts';
import path from 'node:path';
import type { PageCard } from '../../src/head/head-tags.ts';
import type { Site } from '../../src/site-context.tsx';
import type { SiteUrls } from '../../src/site-address.ts';
import type { Bundle } from '../assets/bundle-js.ts';
import { fileURLToPath } from 'node:url';
import { codeDigests } from '../keys/code-digest.ts';
import { openPageCache, type CachedPage } from './page-cache.ts';
import { servedAt, type PageRenderer, type RenderedDocument, type SitePage } from '../render/render.tsx';
import { pathDigests, trackReads, type ReadPath } from './site-reads.ts';
import { digest } from '../keys/content-hash.ts';
import { picturesIn } from '../render/html-elements.ts';
import { whyRendered } from './why-rendered.ts';

export interface PlannedPage {
  readonly file: string;
  /** Whether the page is rendered (its key changed, or it is new) rather than taken from the cache. */
  readonly rendered: boolean;
  /** The hash of its HTML when it is taken from the cache. */
  readonly cachedHtml?: string;
  /** Its document: rendered now, or taken from the cache, its HTML read only when asked for (a page the output folder holds is not). */
  document(): Promise<PlannedDocument>;
}

export interface PlannedDocument extends Omit<RenderedDocument, 'html'> {
  readonly html: string | (() => Promise<string>);
  /** Its <picture> elements as written (html-elements.ts), for the build's summary. */
  readonly pictures: string;
}

export interface PagePlan {
  readonly pages: readonly PlannedPage[];
  /** How many pages were rendered so far: those whose key changed, and any whose cached HTML was damaged. */
  rendered(): number;
  /** The hash of a page's HTML, once its document was made. */
  htmlOf(file: string): string | undefined;
  /** Keeps this build's pages for the next one; call it once every page is rendered. */
  save(): Promise<void>;
  /** Why each page rendered so far was rendered again, by its file (`npm run build -- --why`; empty without `why`). */
  readonly reasons: ReadonlyMap<string, string>;
}

export interface PlanInput {
  readonly root: string;
  readonly cacheDir: string;
  readonly site: Site;
  /** Each page module's file, by name. */
  readonly moduleFiles: ReadonlyMap<string, string>;
  readonly renderer: PageRenderer;
  readonly bundle: Bundle;
  readonly cards: ReadonlyMap<string, PageCard>;
  readonly pageFiles: readonly SitePage[];
  /** The site's languages: their words are code the renderer is handed, not code it imports, so each keys its pages here by its module's code. */
  readonly locales: readonly Locale[];
  /** Say why each page is rendered again (reasons), naming the article files this build read anew (`changed`) where a read of many articles changed. */
  readonly why?: { readonly changed: readonly string[] };
}

/** The site's URL functions: made from the settings alone, so every page is keyed by the settings instead of noting each call; test/types/site-data.ts holds the list to SiteUrls. */
export const siteUrlNames = ['sitePath', 'absoluteUrl', 'pathInSite'] as const satisfies readonly (keyof SiteUrls)[];

/** The fields of the site every page is keyed by as a whole, through its frame: they depend on the settings alone. */
const keyedAsAWhole = ['settings', ...siteUrlNames];

/**
 * What a page is about, noted whole (site-reads.ts): it reads most fields of its own route, its
 * translations and its article, and one digest of each costs a rebuild's plan less than a digest of
 * each field, thousands of pages over.
 */
const ownValues = ({ route }: SitePage): ReadPath[] => [
  [{ call: 'routeAt', args: [route.path] }],
  [{ call: 'translationsOf', args: [route.path] }],
  route.locale ? ['localArticles', { call: 'get', args: [route.locale] }, 'byPath', { call: 'get', args: [route.path] }] : ['articles', 'byPath', { call: 'get', args: [route.path] }],
];

/** The module that defines each language (its Locale.module): its code, and all it imports, keys the language's pages. */
const localeModules = (locales: readonly Locale[]): Map<string, string> => new Map(locales.map((locale) => [locale.id, fileURLToPath(locale.module)]));

export async function planPages({ root, cacheDir, site, moduleFiles: filesOf, renderer, bundle, cards, pageFiles, locales, why }: PlanInput): Promise<PagePlan> {
  const [cache, localeFiles] = [await openPageCache(path.resolve(root, cacheDir, 'pages')), localeModules(locales)];
  const moduleFiles = [...new Set(pageFiles.map(({ route }) => filesOf.get(route.page)).filter((file) => file !== undefined))];
  // This module's code holds the renderer's, which makes the document around every page.
  const codes = await codeDigests(root, [import.meta.filename, ...moduleFiles, ...localeFiles.values()]);
  // A page's frame is its language's: a word changed in one language's catalogue renders that language's pages again, not the others'.
  const assets = digest(JSON.stringify([site.settings, [...bundle.islandFiles]]));
  const frames = new Map(locales.map((locale) => [locale.id, [codes.get(import.meta.filename)!, codes.get(localeFiles.get(locale.id)!)!, digest(assets, renderer.frame.textIn(locale.id))]]));
  const digestOf = pathDigests(site);
  /** The digests of what a page's key is made of besides its reads (why-rendered.ts names each): the renderer's code, its language's, the settings and assets, its page module's code, its address and card. */
  const partsOf = (page: SitePage): string[] => {
    const code = codes.get(filesOf.get(page.route.page) ?? '');
    if (code === undefined) throw new Error(`No code digest for the page module ${page.route.page}`);
    return [...frames.get(page.route.locale ?? site.defaultLocale)!, code, digest(JSON.stringify([page.at, page.file, cards.get(page.route.path) ?? null]))];
  };
  const keyOf = (parts: readonly string[], reads: readonly string[], digests: readonly string[]): string => digest(...parts, ...reads.flatMap((read, index) => [read, digests[index]!]));
  const kept = new Map<string, CachedPage>();
  const reasons = new Map<string, string>();
  let rendered = 0;

  const render = (page: SitePage): RenderedDocument & PlannedDocument => {
    const { view, paths } = trackReads(site, keyedAsAWhole, ownValues(page));
    const document = renderer.render(page, view);
    const reads = paths();
    const [parts, digests] = [partsOf(page), reads.map(digestOf)];
    const entry: CachedPage = { key: keyOf(parts, reads, digests), parts, reads, digests, html: digest(document.html), references: document.references.references, ids: document.references.ids, pictures: picturesIn(document.html) };
    cache.put(page.file, entry, document.html);
    kept.set(page.file, entry);
    rendered += 1;
    return { ...document, pictures: entry.pictures };
  };

  const pages = pageFiles.map((page): PlannedPage => {
    const cached = cache.get(page.file);
    const parts = cached && partsOf(page);
    const digests = cached?.reads.map(digestOf);
    if (!cached || keyOf(parts!, cached.reads, digests!) !== cached.key) {
      if (why) {
        const files = { module: path.relative(root, filesOf.get(page.route.page) ?? page.route.page), language: path.relative(root, localeFiles.get(page.route.locale ?? site.defaultLocale)!) };
        reasons.set(page.file, whyRendered(site, cached, { parts: parts ?? [], reads: cached?.reads ?? [], digests: digests ?? [] }, why.changed, files));
      }
      return { file: page.file, rendered: true, document: async () => render(page) };
    }
    let text: Promise<string> | undefined;
    // A damaged or missing entry is rendered again.
    const html = () =>
      (text ??= cache.html(cached).then((found) => {
        if (found !== undefined) return found;
        if (why) reasons.set(page.file, 'its stored HTML was missing or damaged');
        return render(page).html;
      }));
    return {
      file: page.file,
      rendered: false,
      cachedHtml: cached.html,
      async document() {
        kept.set(page.file, cached);
        return { file: page.file, html, references: { page: servedAt(page.file), references: cached.references, ids: cached.ids }, pictures: cached.pictures };
      },
    };
  });
  return { pages, rendered: () => rendered, htmlOf: (file) => kept.get(file)?.html, save: () => cache.save(kept), reasons };
}
