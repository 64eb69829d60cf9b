/**
 * The build as a sequence: load and check the input (the content layer), make the assets, render
 * and write the pages, write the site files, check every link of the new site, then commit.
 * Everything is written into a scratch folder (scratch-folder.ts) that replaces the output folder
 * only at the commit, so a failed build leaves the last one in place. The build is a function of
 * its arguments: the config (read from the environment once, by build-cli.ts) and the sources.
 */
import { siteLocales } from '../../src/i18n/locales.ts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { notFoundRoutes } from '../../src/manifest/not-found.ts';
import type { Site } from '../../src/site-context.tsx';
import { InputError } from '../content/input-error.ts';
import { loadContent } from '../content/content-store.ts';
import { siteContent } from '../content/site-content.ts';
import type { LoadedContent } from '../content/site-value.ts';
import type { Publication } from '../content/publication.ts';
import { silentProgress, type Progress } from '../progress/progress.ts';
import { assertNoBrokenReferences, type PageReferences } from '../checks/broken-references.ts';
import { cachedBundle, cachedCss } from '../assets/asset-cache.ts';
import type { Bundle } from '../assets/bundle-js.ts';
import { hostLimitProblems } from '../site-files/host-files.ts';
import type { ChosenHost } from './host-environment.ts';
import { iconSprite } from '../assets/icon-sprite.ts';
import { imagesFolder, makeImageFiles } from '../pictures/image-files.ts';
import { componentWords } from '../render/component-words.ts';
import { pageCards } from '../cards/page-cards.ts';
import { loadPageModules, type PageSources } from '../render/page-modules.ts';
import { filesUnder } from '../output/relative-path.ts';
import { planPages } from '../incremental/page-plan.ts';
import { pageRenderer, sitePages } from '../render/render.tsx';
import { openScratchFolder, type WrittenFile } from '../output/scratch-folder.ts';
import { noSearch, openCachedSearch, type CachedSearch } from '../search/search-cache.ts';
import { closeSearchIndex } from '../search/search-index.ts';
import { siteSettingsOf, type SiteEnv } from './settings.ts';
import { siteFiles } from '../site-files/site-files.ts';
import { digest } from '../keys/content-hash.ts';
import { keepOnly } from '../keys/keyed-folders.ts';

export interface BuildConfig {
  /** The project root: src/, styles/ and public/ are read from it. */
  readonly root: string;
  /** The folder to replace; it is only touched once everything else succeeded. */
  readonly outDir: string;
  /** The site's address and the build date. */
  readonly siteEnv: SiteEnv;
  /** The dev server's script in every page (tools/dev/dev-client.ts): a build given it shows what `npm run dev` shows, which test/build/dev-parity.test.ts compares. */
  readonly devScript?: string;
  /** False leaves out the search index: `npm run bench` builds so to measure what indexing costs. */
  readonly withSearch?: boolean;
  /** The host the site is deployed to, where its files and limits differ (host-files.ts), and why (its variable, or DEPLOY_HOST). */
  readonly host?: ChosenHost;
  /** The build's cache (compiled article bodies, social cards), kept between builds; relative to the root. */
  readonly cacheDir?: string;
  /** Told each stage's count as it goes, to show where a long build is. */
  readonly progress?: Progress;
  /** Say why each page is rendered again (`npm run build -- --why`): BuildResult's reasons. */
  readonly why?: boolean;
}

export type BuiltFile = WrittenFile;

/** A stage of the build, named as the folder of tools/ that holds its code. */
export type Stage = 'content' | 'assets' | 'incremental' | 'render' | 'cards' | 'pictures' | 'search' | 'output';

export interface BuildResult {
  readonly site: Site;
  readonly files: readonly BuiltFile[];
  /** The host it was built for, whose limits it was checked against, and why. */
  readonly host: ChosenHost;
  readonly bundle: Bundle;
  /** The compiled stylesheet, which every page carries inline. */
  readonly css: string;
  /**
   * Milliseconds per stage. They overlap: the stylesheet, the bundle, the pictures and the copy of
   * public/ run at once, and pages are written and indexed while later ones render, so output's
   * time after the render is what remains to write.
   */
  readonly stages: Readonly<Record<Stage, number>>;
  /** Paths rendered (canonical paths, aliases and the not-found page). */
  readonly pages: number;
  /** The HTML files of the pages that carry an island; every other page loads the page script alone. */
  readonly islandPages: readonly string[];
  /** Each page's <picture> elements as written, by HTML file, pages without any left out: what the summary weighs. */
  readonly pagePictures: ReadonlyMap<string, string>;
  /** Pages rendered this time; the others were taken from the build's cache, unchanged. */
  readonly rendered: number;
  /** What the build says once about its content (no history to date articles from). */
  readonly notices: LoadedContent['notices'];
  /** The post due next, which this build leaves out. */
  readonly next?: LoadedContent['next'];
  /** A preview build: drafts and scheduled posts shown, every page noindex, robots.txt disallowing everything. */
  readonly preview: boolean;
  /** With `why`: why each page rendered was rendered again, by its file (page-plan.ts). */
  readonly reasons: ReadonlyMap<string, string>;
}

/** What a build publishes: `npm run dev` and preview builds show drafts and scheduled posts, marked. */
export const publicationOf = ({ siteEnv, devScript }: BuildConfig): Publication => ({
  at: siteEnv.buildTime,
  showUnpublished: siteEnv.preview || devScript !== undefined,
  preview: siteEnv.preview,
});

const anyHost: ChosenHost = { host: 'any', from: 'no host given' };

/** Pages rendered between two turns of the event loop. */
const yieldEvery = 8;

export async function buildSite(config: BuildConfig, sources: PageSources): Promise<BuildResult> {
  const { root, outDir, siteEnv, devScript, withSearch = true, progress = silentProgress, host = anyHost } = config;
  const { stages, timed } = stageTimer();
  // sass loads for about 0.4 s in a thread of its own: it starts first, and the pages wait for its file's name.
  const cacheDir = path.resolve(root, config.cacheDir ?? siteContent.cacheDir);
  const styling = timed('assets', () => cachedCss(root, cacheDir));
  styling.catch(() => undefined); // awaited below; a failure before then must not go unhandled
  const sprite = await iconSprite();
  const settings = siteSettingsOf(siteEnv, `${siteEnv.base}${sprite.url}`);
  const locales = [...siteLocales, ...(sources.extraLocales ?? [])];
  const { site, notices, next, modules, moduleFiles, pictureFiles, cacheFolders, fresh } = await timed('content', async () => {
    const modules = loadPageModules(root, sources);
    const content = await loadContent(settings, {
      root,
      articlesDir: siteContent.articlesDir,
      cacheDir,
      extraRoutes: sources.routes,
      pageExists: (page) => modules.pageFiles.has(page),
      pageDirs: sources.pageDirs,
      componentWords,
      progress,
      publication: publicationOf(config),
      locales,
    });
    return { ...content, modules: await modules.load(content.site.routes), moduleFiles: modules.pageFiles };
  });
  const cards = await pageCards([...site.routes, ...notFoundRoutes(locales)], site, path.resolve(root, cacheDir, 'cards'), locales);
  const scratch = await openScratchFolder(outDir);
  let search: CachedSearch = noSearch;
  try {
    const bundling = scratch.track(timed('assets', () => cachedBundle({ root, outdir: scratch.dir, islandFiles: modules.islandFiles, settings, sitePath: site.sitePath }, cacheDir, scratch.write)));
    // Pictures are encoded (or copied from the cache) while the pages render.
    const imaging = scratch.track(timed('pictures', () => makeImageFiles(pictureFiles, scratch.dir, path.join(cacheDir, 'images'))));
    // public/'s files, each tagged by its size and time: one the scratch folder holds as copied is not copied again.
    const copying = timed('output', async () => {
      for (const file of await filesUnder(path.join(root, 'public'))) {
        const { size, mtimeMs } = await stat(path.join(root, 'public', file));
        scratch.copy(file, path.join(root, 'public', file), `${size}:${mtimeMs}`);
      }
    });
    const [{ bundle, fromCache: bundleKept }, css] = await Promise.all([bundling, scratch.track(styling)]);
    // The stylesheet goes inline into every page (document.ts) and its hash into the CSP of the pages and of the host files.
    const pageAssets = { css: { inline: css.css }, script: bundle.pageScript, devScript };
    const renderer = pageRenderer(site, modules, pageAssets, bundle.islandFiles, cards.byPath, locales);
    const plan = await timed('incremental', () => planPages({ root, cacheDir, site, moduleFiles, renderer, bundle, cards: cards.byPath, pageFiles: sitePages(site.routes, locales), locales, ...(config.why && { why: { changed: fresh } }) }));
    const { pages } = plan;
    // The shards of the last index whose pages all came out of the cache as they were indexed are kept; the others are indexed again.
    const cachedHtml = new Map(pages.map((page) => [page.file, page.cachedHtml]));
    if (withSearch) search = await openCachedSearch(path.join(cacheDir, 'search'), site.routes, (file) => cachedHtml.get(file), progress);

    // Pagefind indexes each page in a process of its own as soon as it is written.
    const references: PageReferences[] = [];
    const islandUrls = new Set(bundle.islandFiles.values());
    const islandPages: string[] = [];
    const pagePictures = new Map<string, string>();
    await timed('render', async () => {
      const rendered = progress.stage('pages rendered', pages.filter((page) => page.rendered).length);
      for (const [index, page] of pages.entries()) {
        // Rendering never waits by itself: a turn of the event loop now and then lets the pages
        // written so far flow to Pagefind's process, which indexes them on the other core meanwhile.
        if (index % yieldEvery === 0) await new Promise(setImmediate);
        const { file, html, references: found, pictures } = await page.document();
        // An unchanged page that the scratch folder holds as written is not written again.
        scratch.write(file, html, plan.htmlOf(file));
        search.add(file, html);
        references.push({ page: found.page, references: [...renderer.frame.references, ...found.references], ids: [...renderer.frame.ids, ...found.ids] });
        if (found.references.some((url) => islandUrls.has(url))) islandPages.push(file);
        if (pictures) pagePictures.set(file, pictures);
        if (page.rendered) rendered.did();
      }
      rendered.end();
    });
    // Pagefind builds the index in its own process while this one writes the last files and checks the links.
    const index = scratch.track(timed('search', () => search.files()));
    // Drawn while Pagefind indexes: a card not in the cache takes some 13 ms of a core, off this thread.
    const cardFiles = await timed('cards', () => cards.files(progress));
    // Copied from the cache file to file by the kernel, never read into this process: thousands of cards weigh hundreds of MB. A card's name is the hash of what it shows.
    for (const { file, from } of cardFiles) scratch.copy(file, from, file);
    scratch.write(sprite.file, sprite.svg);
    const besidePages = siteFiles(site, host.host, siteEnv.preview, locales, css.css);
    for (const [name, text] of besidePages) scratch.write(name, text);
    await copying;
    const pictures = await imaging;
    const notWritten = [...(bundleKept ? [] : bundle.files), ...pictures.map(({ file, bytes }) => ({ file, bytes }))]; // esbuild and the copies write their own files
    const written = [...(await timed('output', () => scratch.written())), ...notWritten];

    // The new site is whole in scratch.dir and dist/ is untouched: a broken link stops the build here.
    const canonicalOf = new Map(site.routes.flatMap((route) => route.aliases.map((alias) => [alias, route.path] as const)));
    assertNoBrokenReferences(references, { origin: settings.origin, base: settings.base, files: new Set(written.map(({ file }) => file)), canonicalOf });
    // Kept while Pagefind finishes: a page's entry holds what it was made from, so it is right for the next build whether or not this one commits.
    await plan.save();
    const indexFiles = await index;
    const size = { files: written.length + indexFiles.size, bytes: written.reduce((sum, { bytes }) => sum + bytes, 0) + [...indexFiles.values()].reduce((sum, content) => sum + Buffer.byteLength(content), 0) };
    const limits = hostLimitProblems(besidePages, size, host.host);
    if (limits.length > 0) throw new InputError(limits);
    // Tagged by their hash: a rebuild indexes a shard or two again, and the others' thousands of files are kept as they are.
    for (const [name, content] of indexFiles) scratch.write(name, content, digest(content));
    const files = [...(await scratch.written()), ...notWritten].sort((a, b) => (a.file < b.file ? -1 : 1));
    await scratch.commit(files.map(({ file }) => file));
    await search.keep(plan.htmlOf);
    // What other code made goes from the cache once this build succeeded with its own.
    await keepOnly([...cacheFolders, cards.folder, ...(pictureFiles.length > 0 ? [await imagesFolder(path.join(cacheDir, 'images'))] : [])]);
    return { site, files, host, bundle, css: css.css, stages, pages: pages.length, rendered: plan.rendered(), islandPages, pagePictures, notices, ...(next && { next }), preview: siteEnv.preview, reasons: plan.reasons };
  } finally {
    await search.settled();
    await Promise.all([scratch.close(), closeSearchIndex()]);
  }
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
