/** The build's summary: files, bytes, each page's first-load JavaScript (gzip, in bytes) and the CSS. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeights } from './page-weights.ts';
import type { BuildResult } from './pipeline.ts';

export const formatBytes = (bytes: number): string =>
  bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;

const gzipSize = (content: string | Uint8Array): number => gzipSync(content, { level: 9 }).length;

/** The file of the output folder a URL path of the site names (the URL path without the base path). */
type FileOf = (url: string) => string;

export async function summarize(outDir: string, seconds: number, fileOf: FileOf, result: BuildResult): Promise<string> {
  const bytes = result.files.reduce((sum, file) => sum + file.bytes, 0);
  const weights = pageWeights(outDir, '', fileOf).sort((a, b) => b.js.gzip - a.js.gzip || (a.file < b.file ? -1 : 1));
  const largest = weights[0];
  const smallest = weights[weights.length - 1];
  const css = gzipSize(await readFile(path.join(outDir, result.cssFile)));
  return [
    `Built ${result.files.length} files (${formatBytes(bytes)}) in ${seconds.toFixed(2)} s; CSS ${css} B gzip.`,
    `First-load JavaScript, gzip: ${smallest?.js.gzip} B (${smallest?.file}) to ${largest?.js.gzip} B (${largest?.file}).`,
  ].join('\n');
}
