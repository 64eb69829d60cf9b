/**
 * The build as a sequence: check the manifest, bundle, compile, copy, render, write the
 * site files, then swap the new folder in. Nothing replaces dist/ unless every step succeeded.
 * Import this only after build-env's variables are set (build.ts does it).
 */
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { origin } from '../src/build-env.ts';
import type { RouteRecord } from '../src/route-types.ts';
import { notFoundRoute } from '../src/routes.ts';
import { sitemapEntries, sitemapFiles } from '../src/sitemap.ts';
import { bundleJs, preloadFor, type Bundle } from './bundle-js.ts';
import { compileCss } from './compile-css.ts';
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
  /** Milliseconds per stage; js runs while css, copy and render do, so stages overlap. */
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

  const temp = `${outDir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  let bundling: Promise<Bundle> | undefined;
  try {
    // esbuild works in its own process: bundle while this one compiles CSS and renders.
    bundling = timed('js', () =>
      bundleJs({
        root,
        outdir: temp,
        env: { SITE_URL: origin, BUILD_DATE: process.env.BUILD_DATE ?? '', SYNTHETIC_POSTS: process.env.SYNTHETIC_POSTS ?? '0' },
      }),
    );
    bundling.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    const css = await timed('css', () => compileCss(path.join(root, 'styles/main.scss')));
    await timed('copy', () => cp(path.join(root, 'public'), temp, { recursive: true }));

    const pages = [
      ...routes.flatMap((route) => [route.path, ...route.aliases].map((at) => ({ route, at, file: outputFile(at) }))),
      { route: notFoundRoute, at: '/404/', file: '404.html' },
    ];
    const rendered = await timed('render', async () => {
      const parts = [];
      for (const { route, at } of pages) parts.push(await renderPage(route, at));
      return parts;
    });
    const bundle = await bundling;

    const footer = renderFooter();
    const outputs = new Map<string, string>([[css.file, css.css]]);
    pages.forEach(({ route, file }, index) => {
      const assets = { css: `/${css.file}`, boot: bundle.boot, core: bundle.core, preload: preloadFor(bundle, route.page), devScript };
      outputs.set(file, renderDocument(rendered[index]!.head, rendered[index]!.body, footer, assets));
    });
    for (const { name, xml } of sitemapFiles(sitemapEntries(routes, origin), origin)) outputs.set(name, xml);
    outputs.set('robots.txt', robotsTxt(origin));
    for (const [name, text] of hostFiles(routes)) outputs.set(name, text);

    await timed('write', () =>
      Promise.all(
        [...outputs].map(async ([file, text]) => {
          await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
          await writeFile(path.join(temp, file), text);
        }),
      ),
    );

    await swap(temp, outDir);
    const files = await listFiles(outDir);
    return { files, bundle, cssFile: css.file, stages, pages: pages.length };
  } catch (error) {
    await bundling?.catch(() => undefined); // esbuild may still be writing into the folder
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

async function swap(temp: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(temp, outDir);
  await rm(old, { recursive: true, force: true });
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
  return files.sort((a, b) => (a.file < b.file ? -1 : 1));
}
