/** The build's summary: files, bytes, the largest page's first-load JS and the CSS, gzipped. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { preloadFor } from './bundle-js.ts';
import type { BuildResult } from './pipeline.ts';

export const formatBytes = (bytes: number): string =>
  bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;

const gzipSize = (content: string | Uint8Array): number => gzipSync(content, { level: 9 }).length;

/** Gzipped bytes of the JS a page loads before it is interactive: the boot script, the core and the page's file. */
async function firstLoadJs(result: BuildResult, outDir: string, page: string, fileOf: FileOf): Promise<number> {
  const urls = new Set([result.bundle.boot, result.bundle.core, ...preloadFor(result.bundle, page)]);
  const sizes = await Promise.all([...urls].map(async (url) => gzipSize(await readFile(path.join(outDir, fileOf(url))))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The file of the output folder a URL path of the site names (the URL path without the base path). */
type FileOf = (url: string) => string;

export async function summarize(result: BuildResult, outDir: string, seconds: number, fileOf: FileOf): Promise<string> {
  const bytes = result.files.reduce((sum, file) => sum + file.bytes, 0);
  let largest = { page: '', js: 0 };
  for (const page of result.bundle.pageFiles.keys()) {
    const js = await firstLoadJs(result, outDir, page, fileOf);
    if (js > largest.js) largest = { page, js };
  }
  const css = gzipSize(await readFile(path.join(outDir, result.cssFile)));
  return `Built ${result.files.length} files (${formatBytes(bytes)}) in ${seconds.toFixed(2)} s; largest page JS ${formatBytes(largest.js)} gzip (${largest.page}), CSS ${formatBytes(css)} gzip.`;
}
