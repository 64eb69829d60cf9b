/**
 * The build as a sequence: load and check the input (the content layer), make the assets, render
 * and write the pages, write the site files, check every link of the new site, then commit.
 * Everything is written into a scratch folder (scratch-folder.ts) that replaces the output folder
 * only at the commit, so a failed build leaves the last one in place. The build is a function of
 * its arguments: the config (read from the environment once, by build-cli.ts) and the sources.
 */
import { copyFile, cp, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { articleCard, type ArticleEntry } from '../../src/articles.ts';
import { listPagesShowing } from '../../src/routing/blog-lists.ts';
import { notFoundRoute } from '../../src/manifest/not-found.ts';
import type { Site } from '../../src/site-context.tsx';
import { InputError } from '../content/input-error.ts';
import { loadContent, loadSite, siteContent, type LoadedContent } from '../content/load-site.ts';
import type { Publication } from '../content/publication.ts';
import { assertNoBrokenReferences, type PageReferences } from './broken-references.ts';
import { bundleJs, type Bundle } from './bundle-js.ts';
import { compileCss, type Stylesheet } from './compile-css.ts';
import { hostLimitProblems, type DeployHost } from './host-files.ts';
import { iconSprite, type IconSprite } from './icon-sprite.ts';
import { pageCards } from './page-cards.ts';
import { loadPageModules, type PageSources } from './page-modules.ts';
import { filesUnder } from './relative-path.ts';
import { pageRenderer, sitePages, type RenderedDocument, type SitePage } from './render.tsx';
import { openScratchFolder, type WrittenFile } from './scratch-folder.ts';
import { closeSearchIndex, noSearchIndex, openSearchIndex } from './search-index.ts';
import { siteSettingsOf, type SiteEnv } from './settings.ts';
import { siteFiles } from './site-files.ts';

export interface BuildConfig {
  /** The project root: src/, styles/ and public/ are read from it. */
  readonly root: string;
  /** The folder to replace; it is only touched once everything else succeeded. */
  readonly outDir: string;
  /** The site's address and the build date. */
  readonly siteEnv: SiteEnv;
  /** Adds the live-reload script of `npm run dev`. */
  readonly devScript?: string;
  /** False leaves out the search index: `npm run bench` builds so to measure what indexing costs. */
  readonly withSearch?: boolean;
  /** The host the site is deployed to, where its files differ (host-files.ts). */
  readonly host?: DeployHost;
  /** The build's cache (compiled article bodies, social cards), kept between builds; relative to the root. */
  readonly cacheDir?: string;
  /**
   * The assets of the build whose output is in outDir, kept instead of made again: `npm run dev`
   * passes them when only article files changed, which are inputs of none of them.
   */
  readonly reuse?: Assets;
}

/** What a build makes from the browser code, styles/, the icon list and public/. */
export interface Assets {
  readonly bundle: Bundle;
  readonly css: Stylesheet;
  readonly sprite: IconSprite;
  /** The files copied from public/. */
  readonly copied: readonly BuiltFile[];
}

export type BuiltFile = WrittenFile;

export type Stage = 'content' | 'js' | 'css' | 'copy' | 'render' | 'cards' | 'write' | 'search';

export interface BuildResult {
  readonly site: Site;
  readonly files: readonly BuiltFile[];
  readonly bundle: Bundle;
  readonly cssFile: string;
  /**
   * Milliseconds per stage. They overlap: css and copy run while js does, and pages are written
   * and indexed while later ones render, so write is what remains after the last page rendered.
   */
  readonly stages: Readonly<Record<Stage, number>>;
  /** What a rebuild of the same output folder may reuse (BuildConfig.reuse). */
  readonly assets: Assets;
  /** Paths rendered (canonical paths, aliases and the not-found page). */
  readonly pages: number;
  /** The HTML files of the pages that carry an island; every other page loads the page script alone. */
  readonly islandPages: readonly string[];
  /** Renders a page of a site as this build did (its modules, assets and cards): `npm run dev` re-renders an edited article's pages with it. */
  readonly rendererFor: (site: Site) => (page: SitePage) => RenderedDocument;
  /** What the build says once about its content (no history to date articles from). */
  readonly notices: LoadedContent['notices'];
  /** The post due next, which this build leaves out. */
  readonly next?: LoadedContent['next'];
  /** A preview build: drafts and scheduled posts shown, every page noindex, robots.txt disallowing everything. */
  readonly preview: boolean;
}

/** What a build publishes: `npm run dev` and preview builds show drafts and scheduled posts, marked. */
export const publicationOf = ({ siteEnv, devScript }: BuildConfig): Publication => ({
  at: siteEnv.buildTime,
  showUnpublished: siteEnv.preview || devScript !== undefined,
  preview: siteEnv.preview,
});

/** Pages rendered between two turns of the event loop. */
const yieldEvery = 8;

export async function buildSite(config: BuildConfig, sources: PageSources): Promise<BuildResult> {
  const { root, outDir, siteEnv, devScript, withSearch = true, reuse } = config;
  const { stages, timed } = stageTimer();
  // sass loads for about 0.4 s in a thread of its own: it starts first, and the pages wait for its file's name.
  const styling = reuse ? Promise.resolve(reuse.css) : timed('css', () => compileCss(path.join(root, 'styles/main.scss')));
  styling.catch(() => undefined); // awaited below; a failure before then must not go unhandled
  const sprite = reuse?.sprite ?? (await iconSprite());
  const settings = siteSettingsOf(siteEnv, `${siteEnv.base}${sprite.url}`);
  const cacheDir = config.cacheDir ?? siteContent.cacheDir;
  const { site, notices, next, modules } = await timed('content', async () => {
    const modules = loadPageModules(root, sources);
    const content = await loadContent(settings, {
      root,
      articlesDir: siteContent.articlesDir,
      cacheDir,
      extraRoutes: sources.routes,
      pageExists: (page) => modules.pageFiles.has(page),
      pageDirs: sources.pageDirs,
      publication: publicationOf(config),
    });
    return { ...content, modules: await modules.load(content.site.routes) };
  });
  const cards = await pageCards([...site.routes, notFoundRoute], site, path.resolve(root, cacheDir, 'cards'));
  const scratch = await openScratchFolder(outDir);
  const pages = sitePages(site.routes);
  let search = noSearchIndex;
  try {
    const bundling = scratch.track(
      reuse
        ? copyFiles(outDir, scratch.dir, reuse.bundle.files).then(() => reuse.bundle)
        : timed('js', () => bundleJs({ root, outdir: scratch.dir, islandFiles: modules.islandFiles, settings, sitePath: site.sitePath })),
    );
    const copying = scratch.track(reuse ? copyFiles(outDir, scratch.dir, reuse.copied).then(() => reuse.copied) : timed('copy', () => copyFolder(path.join(root, 'public'), scratch.dir)));
    search = withSearch ? await openSearchIndex(site.routes) : noSearchIndex;
    const [bundle, css] = await Promise.all([bundling, scratch.track(styling)]);
    const pageAssets = { css: site.sitePath(`/${css.file}`), script: bundle.pageScript, devScript };
    const rendererFor = (other: Site) => pageRenderer(other, modules, pageAssets, bundle.islandFiles, cards.byPath);
    const render = rendererFor(site);

    // Pagefind indexes each page in a process of its own as soon as it is written.
    const references: PageReferences[] = [];
    const islandUrls = new Set(bundle.islandFiles.values());
    const islandPages: string[] = [];
    await timed('render', async () => {
      for (const [index, page] of pages.entries()) {
        // Rendering never waits by itself: a turn of the event loop now and then lets the pages
        // written so far flow to Pagefind's process, which indexes them on the other core meanwhile.
        if (index % yieldEvery === 0) await new Promise(setImmediate);
        const { file, html, references: found } = render(page);
        scratch.write(file, html);
        search.add(file, html);
        references.push(found);
        if (found.references.some((url) => islandUrls.has(url))) islandPages.push(file);
      }
    });
    // Pagefind builds the index in its own process while this one writes the last files and checks the links.
    const index = scratch.track(timed('search', () => search.files()));
    // Drawn while Pagefind indexes: a card not in the cache takes some 15 ms; many are drawn on worker threads.
    const cardFiles = await timed('cards', () => cards.files());
    // Copied from the cache file to file by the kernel, never read into this process: thousands of cards weigh hundreds of MB.
    const cardCopies = scratch.track(Promise.all(cardFiles.map(({ file, from }) => copyInto(scratch.dir, file, from))));
    scratch.write(css.file, css.css);
    scratch.write(sprite.file, sprite.svg);
    const besidePages = siteFiles(site, config.host, siteEnv.preview);
    for (const [name, text] of besidePages) scratch.write(name, text);
    const copied = await copying;
    await cardCopies;
    const notWritten = [...bundle.files, ...copied, ...cardFiles.map(({ file, bytes }) => ({ file, bytes }))]; // esbuild and the copies write their own files
    const written = [...(await timed('write', () => scratch.written())), ...notWritten];

    // The new site is whole in scratch.dir and dist/ is untouched: a broken link stops the build here.
    const canonicalOf = new Map(site.routes.flatMap((route) => route.aliases.map((alias) => [alias, route.path] as const)));
    assertNoBrokenReferences(references, { origin: settings.origin, base: settings.base, files: new Set(written.map(({ file }) => file)), canonicalOf });
    const indexFiles = await index;
    const limits = hostLimitProblems(besidePages, written.length + indexFiles.size);
    if (limits.length > 0) throw new InputError(limits);
    for (const [name, content] of indexFiles) scratch.write(name, content);
    const files = [...(await scratch.written()), ...notWritten].sort((a, b) => (a.file < b.file ? -1 : 1));
    await scratch.commit(files.map(({ file }) => file));
    return { site, files, bundle, cssFile: css.file, stages, pages: pages.length, islandPages, assets: { bundle, css, sprite, copied }, rendererFor, notices, ...(next && { next }), preview: siteEnv.preview };
  } finally {
    await search.settled();
    await Promise.all([scratch.close(), closeSearchIndex()]);
  }
}

/**
 * `npm run dev` after article files changed: when no other page shows anything new of them but
 * their reading time (their titles, cards, paths and aliases are as they were: the body changed),
 * only the pages that show them are rendered again (their own; for a new reading time, the list
 * pages holding their cards and the home page) and written over the last build's, and their links
 * checked. Undefined when more changed: then the whole site is built. The search index keeps the
 * last build's text of these pages.
 */
export async function rebuildArticles(last: BuildResult, config: BuildConfig, sources: PageSources, changedSlugs: readonly string[]): Promise<BuildResult | undefined> {
  const modules = loadPageModules(config.root, sources);
  const site = await loadSite(last.site.settings, {
    root: config.root,
    articlesDir: siteContent.articlesDir,
    cacheDir: config.cacheDir ?? siteContent.cacheDir,
    extraRoutes: sources.routes,
    pageExists: (page) => modules.pageFiles.has(page),
    pageDirs: sources.pageDirs,
    publication: publicationOf(config),
  });
  const before = (slug: string) => last.site.articles.bySlug.get(slug);
  const now = (slug: string) => site.articles.bySlug.get(slug);
  const shown = (entry: ArticleEntry | undefined) => entry && JSON.stringify([{ ...articleCard(entry), readingMinutes: 0 }, entry.aliases, entry.page, entry.sitemap, entry.record.title, entry.record.lead, entry.record.tags]);
  if (changedSlugs.some((slug) => !shown(now(slug)) || shown(now(slug)) !== shown(before(slug)))) return undefined;
  const render = last.rendererFor(site);
  const newMinutes = new Set(changedSlugs.filter((slug) => now(slug)!.readingMinutes !== before(slug)!.readingMinutes));
  const paths = new Set([
    ...changedSlugs.map((slug) => now(slug)!.record.path),
    // A card shows its reading time: on the blog's list pages and the home page's preview of the newest posts.
    ...(newMinutes.size > 0 ? ['/', ...listPagesShowing(site.routes, site.articles.posts, newMinutes)] : []),
  ]);
  const pages = sitePages(site.routes).filter(({ route }) => paths.has(route.path));
  const documents = pages.map(render);
  const canonicalOf = new Map(site.routes.flatMap((route) => route.aliases.map((alias) => [alias, route.path] as const)));
  assertNoBrokenReferences(
    documents.map(({ references }) => references),
    { origin: site.settings.origin, base: site.settings.base, files: new Set(last.files.map(({ file }) => file)), canonicalOf },
  );
  await Promise.all(documents.map(({ file, html }) => writeFile(path.join(config.outDir, file), html)));
  return { ...last, site, pages: documents.length };
}

/** Copies a file into the folder `to` as `file`. */
async function copyInto(to: string, file: string, from: string): Promise<void> {
  await mkdir(path.dirname(path.join(to, file)), { recursive: true });
  await copyFile(from, path.join(to, file));
}

/** Copies files of the last build into the new one. */
const copyFiles = (from: string, to: string, files: readonly BuiltFile[]): Promise<unknown> => Promise.all(files.map(({ file }) => copyInto(to, file, path.join(from, file))));

/** Copies a folder's files into another; lists them with their sizes, so the build need not walk its output. */
async function copyFolder(from: string, to: string): Promise<BuiltFile[]> {
  await cp(from, to, { recursive: true });
  return Promise.all((await filesUnder(from)).map(async (file) => ({ file, bytes: (await stat(path.join(from, file))).size })));
}

/** Adds each stage's milliseconds; the stages overlap, so their sum is more than the wall time. */
function stageTimer() {
  const stages = {} as Record<Stage, number>;
  const timed = async <T>(stage: Stage, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      stages[stage] = (stages[stage] ?? 0) + performance.now() - start;
    }
  };
  return { stages, timed };
}
