/**
 * Which pages a build renders and which it takes from the last build: each page's key (page-keys.ts)
 * is computed from what it read last time, evaluated on this build's site; an unchanged key takes
 * the page's HTML and links from the page cache, any other page is rendered through a tracking view
 * of the site, which records what it reads for the next build.
 */
import type { Locale } from '../../src/i18n/locale.ts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PageCard } from '../../src/head/head-tags.ts';
import type { Site } from '../../src/site-context.tsx';
import type { Bundle } from '../assets/bundle-js.ts';
import { codeDigests } from '../keys/code-digest.ts';
import { htmlHash, openPageCache, type CachedPage } from './page-cache.ts';
import { keyedAsAWhole, pageKeys } from './page-keys.ts';
import { servedAt, type PageRenderer, type RenderedDocument, type SitePage } from '../render/render.tsx';
import { trackReads } from './site-reads.ts';

export interface PlannedPage {
  readonly file: string;
  /** Whether the page is rendered (its key changed, or it is new) rather than taken from the cache. */
  readonly rendered: boolean;
  /** The hash of its HTML when it is taken from the cache. */
  readonly cachedHtml?: string;
  /** Its document: rendered now, or read from the cache. */
  document(): Promise<RenderedDocument>;
}

export interface PagePlan {
  readonly pages: readonly PlannedPage[];
  /** How many pages were rendered so far: those whose key changed, and any whose cached HTML was damaged. */
  rendered(): number;
  /** The hash of a page's HTML, once its document was made. */
  htmlOf(file: string): string | undefined;
  /** Keeps this build's pages for the next one; call it once the build succeeded. */
  save(): Promise<void>;
}

/** The module that renders the document around every page, whose code every page's key includes. */
const rendererModule = path.join(import.meta.dirname, '../render/render.tsx');

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
  /** The site's languages: their words are code the renderer is handed, not code it imports, so they key every page here. */
  readonly locales: readonly Locale[];
}

/** The words of the languages, functions by their source. */
const localesText = (locales: readonly Locale[]): string => JSON.stringify(locales, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value));

export async function planPages({ root, cacheDir, site, moduleFiles: filesOf, renderer, bundle, cards, pageFiles, locales }: PlanInput): Promise<PagePlan> {
  const cache = await openPageCache(path.resolve(root, cacheDir, 'pages'));
  const moduleFiles = [...new Set(pageFiles.map(({ route }) => filesOf.get(route.page)).filter((file) => file !== undefined))];
  const codes = await codeDigests(root, [rendererModule, ...moduleFiles]);
  // A page's frame is its language's: a word changed in one language's catalogue renders that language's pages again, not the others'.
  const frames = new Map(
    locales.map((locale) => [
      locale.id,
      createHash('sha256')
        .update(JSON.stringify([codes.get(rendererModule), site.settings, [...bundle.islandFiles]]))
        .update(renderer.frame.textIn(locale.id))
        .update(localesText([locale]))
        .digest('base64url'),
    ]),
  );
  const keyOf = pageKeys(site, (page) => frames.get(page.route.locale ?? site.defaultLocale)!, (page) => codes.get(filesOf.get(page) ?? ''), (pagePath) => cards.get(pagePath));
  const kept = new Map<string, CachedPage>();
  let rendered = 0;

  const render = (page: SitePage): RenderedDocument => {
    const { view, paths } = trackReads(site, keyedAsAWhole);
    const document = renderer.render(page, view);
    const reads = paths();
    const entry: CachedPage = { key: keyOf(page, reads), reads, html: htmlHash(document.html), references: document.references.references, ids: document.references.ids };
    cache.put(page.file, entry, document.html);
    kept.set(page.file, entry);
    rendered += 1;
    return document;
  };

  const pages = pageFiles.map((page): PlannedPage => {
    const cached = cache.get(page.file);
    if (!cached || keyOf(page, cached.reads) !== cached.key) return { file: page.file, rendered: true, document: async () => render(page) };
    // Read now, all at once, while the pages before it render.
    const html = cache.html(cached);
    return {
      file: page.file,
      rendered: false,
      cachedHtml: cached.html,
      async document() {
        const text = await html;
        if (text === undefined) return render(page); // a damaged or missing entry is rendered again
        kept.set(page.file, cached);
        return { file: page.file, html: text, references: { page: servedAt(page.file), references: cached.references, ids: cached.ids } };
      },
    };
  });
  return { pages, rendered: () => rendered, htmlOf: (file) => kept.get(file)?.html, save: () => cache.save(kept) };
}
