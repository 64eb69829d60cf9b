/**
 * The build as a sequence: check the manifest, bundle and compile, render and write the pages,
 * write the site files, check every link of the new site, then commit. Everything is written into a scratch folder
 * (build/scratch-folder.ts) that replaces the output folder only at the commit, so a failed
 * build leaves the last one in place.
 * The site's modules read their environment when they load: import this only after build.ts
 * has put the SiteEnv in process.env.
 */
import { cp, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { basePath, origin, urls } from '../src/site-address.ts';
import { notFoundRoute } from '../src/routing/routes.ts';
import { assertNoBrokenReferences } from './broken-references.ts';
import { bundleJs, type Bundle } from './bundle-js.ts';
import { compileCss } from './compile-css.ts';
import { iconSprite } from './icon-sprite.ts';
import { filesUnder } from './relative-path.ts';
import { renderPages, sitePages } from './render-pages.ts';
import { closeSearchIndex, noSearchIndex, openSearchIndex } from './search-index.ts';
import { openScratchFolder, type WrittenFile } from './scratch-folder.ts';
import type { SiteEnv } from './site-env.ts';
import { loadSources, type SiteSources } from './site-sources.ts';
import { siteFiles } from './site-files.ts';
import { validateManifest } from './validate-manifest.ts';

export interface BuildOptions {
  readonly root: string;
  /** The routes, and the folders of their page modules and islands. */
  readonly sources: SiteSources;
  /** The folder to replace; it is only touched once everything else succeeded. */
  readonly outDir: string;
  /** What the browser code reads for process.env: the same values the site's modules read in Node. */
  readonly siteEnv: SiteEnv;
  /** Adds the live-reload script of `npm run dev`. */
  readonly devScript?: string;
  /** False leaves out the search index: `npm run bench` builds so to measure what indexing costs. */
  readonly withSearch?: boolean;
}

export type BuiltFile = WrittenFile;

export type Stage = 'manifest' | 'js' | 'css' | 'copy' | 'render' | 'write' | 'search';

export interface BuildResult {
  readonly files: readonly BuiltFile[];
  readonly bundle: Bundle;
  readonly cssFile: string;
  /**
   * Milliseconds per stage. They overlap: js runs while css, copy and render do, and pages are
   * written while later ones render, so write is what remains after the last page rendered.
   */
  readonly stages: Readonly<Record<Stage, number>>;
  /** Paths rendered (canonical paths, aliases and the not-found page). */
  readonly pages: number;
}

export async function buildSite({ root, sources, outDir, siteEnv, devScript, withSearch = true }: BuildOptions): Promise<BuildResult> {
  const { stages, timed } = stageTimer();
  const { routes } = sources;
  const loaded = await timed('manifest', async () => {
    const modules = await loadSources(root, sources, notFoundRoute.page);
    validateManifest(routes, (page) => modules.pages.has(page), sources.pageDirs);
    return modules;
  });
  const scratch = await openScratchFolder(outDir);
  // Closed only once settled: Pagefind's process panics when it is stopped while it writes the index.
  let indexing: Promise<unknown> | undefined;
  try {
    // esbuild works in its own process and sass in a worker thread: both run while this thread renders.
    const sprite = await iconSprite();
    // src/components/Icon.tsx reads the sprite's hashed path when it renders, here and in the browser bundle.
    process.env.ICON_SPRITE = sprite.url;
    const env = { ...siteEnv, ICON_SPRITE: sprite.url };
    const bundling = scratch.track(timed('js', () => bundleJs({ root, outdir: scratch.dir, islandFiles: loaded.islandFiles, env, sitePath: urls.sitePath })));
    const styling = scratch.track(timed('css', () => compileCss(path.join(root, 'styles/main.scss'))));
    const assets = scratch.track(Promise.all([bundling, styling]));
    const copying = scratch.track(timed('copy', () => copyFolder(path.join(root, 'public'), scratch.dir)));

    // Pagefind indexes each page in a process of its own as soon as its document is complete.
    const search = withSearch ? await openSearchIndex(routes) : noSearchIndex;
    const write = (file: string, html: Promise<string>) => {
      scratch.write(file, html);
      search.add(file, html);
    };
    const pages = sitePages(routes);
    const rendered = await timed('render', () => renderPages(pages, { sources: loaded, assets, devScript, write }));
    const references = scratch.track(rendered.references);
    // Pagefind builds the index in its own process while this one writes the last files and checks the links.
    const index = scratch.track(timed('search', () => search.files()));
    indexing = index;
    const [bundle, css] = await assets;
    scratch.write(css.file, css.css);
    scratch.write(sprite.file, sprite.svg);
    for (const [name, text] of siteFiles(routes, urls)) scratch.write(name, text);
    const notWritten = [...bundle.files, ...(await copying)]; // esbuild and the copy write their own files
    const site = [...(await timed('write', () => scratch.written())), ...notWritten];

    // The new site is whole in scratch.dir and dist/ is untouched: a broken link stops the build here.
    assertNoBrokenReferences(await references, { origin, base: basePath, files: new Set(site.map(({ file }) => file)) });
    for (const [name, content] of await index) scratch.write(name, content);
    const files = [...(await scratch.written()), ...notWritten].sort((a, b) => (a.file < b.file ? -1 : 1));
    await scratch.commit(files.map(({ file }) => file));
    return { files, bundle, cssFile: css.file, stages, pages: pages.length };
  } finally {
    await indexing?.catch(() => undefined);
    await Promise.all([scratch.close(), closeSearchIndex()]);
  }
}

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
