/**
 * The build as a sequence: check the manifest, bundle, compile, copy, render, write the
 * site files, then swap the new folder in. Nothing replaces dist/ unless every step succeeded.
 * The new site is written into a scratch folder beside dist/ (.dist-next/); the swap leaves the
 * replaced site there, so the next build overwrites files in place instead of creating thousands
 * of folders and deleting the old ones, which is most of a large build's time on a slow disk.
 * Import this only after build-env's variables are set (build.ts does it).
 */
import type { Dirent } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { origin } from '../src/build-env.ts';
import type { RouteRecord } from '../src/route-types.ts';
import { notFoundRoute } from '../src/routes.ts';
import { sitemapEntries, sitemapFiles } from '../src/sitemap.ts';
import { bundleJs, preloadFor, type Bundle } from './bundle-js.ts';
import { compileCss, type Stylesheet } from './compile-css.ts';
import { outputFile } from './output-path.ts';
import { renderFooter, renderPage } from './render-page.tsx';
import { validateManifest } from './validate-manifest.ts';
import { robotsTxt } from './robots.ts';
import { renderDocument } from './document.ts';
import { hostFiles } from './host-files.ts';

export interface BuildOptions {
  readonly root: string;
  readonly routes: readonly RouteRecord[];
  /** The folder to replace; it is only touched once everything else succeeded. */
  readonly outDir: string;
  /** Adds the live-reload script of `npm run dev`. */
  readonly devScript?: string;
}

export interface BuiltFile {
  /** Path relative to the output folder. */
  readonly file: string;
  readonly bytes: number;
}

export type Stage = 'manifest' | 'js' | 'css' | 'copy' | 'render' | 'write';

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

export async function buildSite({ root, routes, outDir, devScript }: BuildOptions): Promise<BuildResult> {
  const stages = {} as Record<Stage, number>;
  const timed = async <T>(stage: Stage, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      stages[stage] = (stages[stage] ?? 0) + performance.now() - start;
    }
  };

  await timed('manifest', () => validateManifest(routes, path.join(root, 'src/pages')));

  const temp = path.join(path.dirname(outDir), `.${path.basename(outDir)}-next`);
  await mkdir(temp, { recursive: true });
  // What an earlier build left there, listed while this one renders: what this build does not write goes at the end.
  const leftovers = readdir(temp, { recursive: true, withFileTypes: true });
  leftovers.catch(() => undefined);
  let assets: Promise<[Bundle, Stylesheet]> | undefined;
  const writing: Promise<void>[] = [];
  const written: BuiltFile[] = [];
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
    await writeFile(path.join(temp, file), text);
    written.push({ file, bytes: Buffer.byteLength(text) });
  };
  /** Starts a write now and awaits it with the rest; a failure must not go unhandled meanwhile. */
  const queue = (work: Promise<void>) => {
    work.catch(() => undefined);
    writing.push(work);
  };
  try {
    // esbuild works in its own process and sass in a worker thread: both run while this thread renders.
    const bundling = timed('js', () =>
      bundleJs({
        root,
        outdir: temp,
        env: { SITE_URL: origin, BUILD_DATE: process.env.BUILD_DATE ?? '', SYNTHETIC_POSTS: process.env.SYNTHETIC_POSTS ?? '0' },
      }),
    );
    const styling = timed('css', () => compileCss(path.join(root, 'styles/main.scss')));
    assets = Promise.all([bundling, styling]);
    assets.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    queue(styling.then((css) => write(css.file, css.css)));
    queue(timed('copy', () => cp(path.join(root, 'public'), temp, { recursive: true })));

    const pages = [
      ...routes.flatMap((route) => [route.path, ...route.aliases].map((at) => ({ route, at, file: outputFile(at) }))),
      { route: notFoundRoute, at: '/404/', file: '404.html' },
    ];
    const footer = renderFooter();
    // Each page is written as soon as it is rendered and the names of the JS and CSS files are known.
    await timed('render', async () => {
      for (const [index, { route, at, file }] of pages.entries()) {
        const { head, body } = await renderPage(route, at);
        const document = ([bundle, css]: [Bundle, Stylesheet]) =>
          renderDocument(head, body, footer, { css: `/${css.file}`, boot: bundle.boot, core: bundle.core, preload: preloadFor(bundle, route.page), devScript });
        queue(assets!.then((built) => write(file, document(built))));
        // renderPage resolves without yielding to the event loop: let the writes under way move on.
        if (index % 50 === 49) await new Promise(setImmediate);
      }
    });
    const [bundle, css] = await assets;
    for (const { name, xml } of sitemapFiles(sitemapEntries(routes, origin), origin)) queue(write(name, xml));
    queue(write('robots.txt', robotsTxt(origin)));
    for (const [name, text] of hostFiles(routes)) queue(write(name, text));
    await timed('write', () => Promise.all(writing));

    // What was written, without walking the folder again (thousands of stat calls on a large site).
    const files = [...written, ...bundle.files, ...(await listFiles(path.join(root, 'public')))].sort((a, b) => (a.file < b.file ? -1 : 1));
    await removeAllBut(temp, await leftovers, new Set(files.map(({ file }) => file)));
    await swap(temp, outDir);
    return { files, bundle, cssFile: css.file, stages, pages: pages.length };
  } catch (error) {
    // esbuild and the page writes may still be writing into the scratch folder; the next build cleans it.
    await Promise.allSettled([assets, leftovers, ...writing]);
    throw error;
  }
}

/** The new site becomes outDir; the replaced one becomes the scratch folder of the next build. */
async function swap(temp: string, outDir: string): Promise<void> {
  const parked = `${temp}-${process.pid}`;
  const replaced = await rename(outDir, parked).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(temp, outDir);
  if (replaced) await rename(parked, temp);
}

/** Deletes the leftovers of an earlier build that this one did not write. */
async function removeAllBut(dir: string, leftovers: readonly Dirent[], keep: ReadonlySet<string>): Promise<void> {
  const keptFolders = new Set([...keep].flatMap((file) => file.split('/').slice(0, -1).map((_, depth, parts) => parts.slice(0, depth + 1).join('/'))));
  const relative = (entry: Dirent) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  const stale = leftovers.filter((entry) => !(entry.isDirectory() ? keptFolders : keep).has(relative(entry)));
  // A stale folder holds no file of this build: it goes whole, and whatever was inside it with it.
  for (const entry of stale) await rm(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
}

async function listFiles(dir: string): Promise<BuiltFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { file: path.relative(dir, full).split(path.sep).join('/'), bytes: (await stat(full)).size };
      }),
  );
  return files;
}
