/**
 * The build's summary: one line per kind of file, the pages with the most first-load JavaScript
 * (gzip, in bytes), and what to do about robots.txt under a base path. The full list of files
 * only with --verbose.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as siteFacts from '../../src/facts.ts';
import { factsOlderThanAYear, listFacts } from '../../src/facts-by-name.ts';
import { deploymentLine } from '../site-files/host-files.ts';
import { pageWeights } from './page-weights.ts';
import { phoneView, pictureBytes } from './picture-weights.ts';
import type { BuildResult, BuiltFile } from '../pipeline/pipeline.ts';

export const formatBytes = (bytes: number): string => (bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`);

const gzipSize = (content: string | Uint8Array): number => gzipSync(content, { level: 9 }).length;

/** The kinds of file a build writes, in the order the summary lists them; the first whose test matches names a file. */
const kinds: readonly (readonly [string, (file: string) => boolean])[] = [
  ['search index', (file) => file.startsWith('pagefind/')],
  ['HTML pages', (file) => file.endsWith('.html')],
  ['JavaScript', (file) => file.endsWith('.js')],
  ['CSS', (file) => file.endsWith('.css')],
  ['pictures (assets/images/)', (file) => file.startsWith('assets/images/')],
  ['images, icons and video', (file) => /\.(svg|png|jpe?g|webp|avif|gif|ico|mp4|webm)$/.test(file)],
  ['sitemap, feed and robots.txt', (file) => /\.xml$|^robots\.txt$/.test(file)],
  ['host rules (_headers, _redirects, serve.json)', (file) => /^(_headers|_redirects|serve\.json)$/.test(file)],
  ['other files', () => true],
];

/** One line per kind of file: how many and how many bytes. */
export function filesByKind(files: readonly BuiltFile[]): string[] {
  const totals = kinds.map(([name]) => ({ name, count: 0, bytes: 0 }));
  for (const { file, bytes } of files) {
    const total = totals[kinds.findIndex(([, test]) => test(file))]!;
    total.count += 1;
    total.bytes += bytes;
  }
  return totals.filter(({ count }) => count > 0).map(({ name, count, bytes }) => `  ${name.padEnd(46)} ${String(count).padStart(5)} files ${formatBytes(bytes).padStart(10)}`);
}

/** The file of the output folder a URL path of the site names (the URL path without the base path). */
type FileOf = (url: string) => string;

export interface Summary {
  readonly outDir: string;
  readonly seconds: number;
  readonly fileOf: FileOf;
  /** The base path ("" at the root of the origin) and the site's absolute URL of a path. */
  readonly base: string;
  readonly absoluteUrl: (path: string) => string;
  /** The build's day (YYYY-MM-DD), against which the facts' dates are aged. */
  readonly day: string;
}

export async function summarize(result: BuildResult, { outDir, seconds, fileOf, base, absoluteUrl, day }: Summary): Promise<string> {
  const bytes = result.files.reduce((sum, file) => sum + file.bytes, 0);
  // Weighing means parsing and gzipping a page: every page without an island loads the same script, so one of them stands for all.
  const islandPages = new Set(result.islandPages);
  const plainPage = result.files.find(({ file }) => file.endsWith('.html') && !islandPages.has(file));
  const weighed = [...result.islandPages, ...(plainPage ? [plainPage.file] : [])];
  const weights = pageWeights(outDir, '', fileOf, weighed).sort((a, b) => b.js.gzip - a.js.gzip || (a.file < b.file ? -1 : 1));
  const css = gzipSize(result.css);
  const lines = [
    `Built ${result.files.length} files (${formatBytes(bytes)}) in ${seconds.toFixed(2)} s: ${result.pages} pages, ${result.rendered} rendered, ${result.pages - result.rendered} unchanged since the last build.`,
    ...filesByKind(result.files),
    `First-load JavaScript (gzip): ${weights[weights.length - 1]?.js.gzip} B on pages without islands; the most:`,
    ...weights.slice(0, 5).map(({ file, js }) => `  ${file.padEnd(46)} ${String(js.gzip).padStart(8)} B`),
    `CSS: ${css} B gzip (${Buffer.byteLength(result.css)} B), inline in every page.`,
    ...pictureLines(result, fileOf),
    deploymentLine(result.host.host, result.host.from, { files: result.files.length, bytes }),
  ];
  const { next, notices, preview } = result;
  if (next) lines.push(`Next scheduled post: ${next.file} (${next.path}) at ${next.at}; it is published by the first build after that time (npm run due says when one is needed).`);
  lines.push(...notices);
  const facts = listFacts(siteFacts);
  const old = factsOlderThanAYear(facts, day);
  if (old.length > 0) lines.push(`Facts: ${old.length} of ${facts.length} figures were read more than a year ago (the oldest on ${old[0]!.asOf}); npm run facts lists each with its source.`);
  if (preview)
    lines.push(`This is a PREVIEW build: drafts and scheduled posts are in it (marked), every page is noindex and robots.txt disallows everything. Do not deploy it as the site; build without PREVIEW or --drafts for that.`);
  else if (base) {
    lines.push(
      `robots.txt is written to ${base}/robots.txt, but crawlers read only the origin's root /robots.txt: put this line in that file`,
      `  Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    );
  }
  return lines.join('\n');
}

/** The pages with the most picture bytes, as a 375 px phone at 2x loads them (AVIF): at once, and in all. */
function pictureLines(result: BuildResult, fileOf: FileOf): string[] {
  const sizes = new Map(result.files.map(({ file, bytes }) => [file, bytes]));
  // An alias's page repeats its canonical page's pictures.
  const pages = [...result.pagePictures].filter(([file]) => /(^|\/)index\.html$/.test(file) && result.site.isCanonicalPath(`/${file.replace(/index\.html$/, '')}`));
  // Only a page's <picture>s are weighed: pages that show the same ones (a blog of thousands of posts sharing a diagram) are weighed once.
  const weights = new Map<string, ReturnType<typeof pictureBytes>>();
  const weigh = (pictures: string) => {
    let weight = weights.get(pictures);
    if (!weight) weights.set(pictures, (weight = pictureBytes(pictures, (url) => sizes.get(fileOf(url).replace(/^\//, '')) ?? 0)));
    return weight;
  };
  const weighed = pages.map(([file, pictures]) => ({ file, ...weigh(pictures) }));
  const heaviest = weighed.filter(({ pictures }) => pictures > 0).sort((a, b) => b.all - a.all || (a.file < b.file ? -1 : 1));
  if (heaviest.length === 0) return [];
  return [
    `Picture bytes on a ${phoneView.shownWidth + 32} px phone at ${phoneView.pixelRatio}x (AVIF; at first load, and in all), ${heaviest.length} pages with pictures; the most:`,
    ...heaviest.slice(0, 5).map(({ file, eager, all, pictures }) => `  ${file.padEnd(46)} ${formatBytes(eager).padStart(10)} ${formatBytes(all).padStart(10)}  (${pictures} picture${pictures === 1 ? '' : 's'})`),
  ];
}

/** Pages a reason shows at the most before it says how many more share it. */
const pagesShown = 5;

/** What `npm run build -- --why` prints: each reason a page was rendered again, with the pages it holds for, most pages first. */
export function whyLines(reasons: ReadonlyMap<string, string>): string {
  if (reasons.size === 0) return 'Rendered again: no page (each came from the page store as the last build left it).';
  const byReason = new Map<string, string[]>();
  for (const [file, reason] of [...reasons].sort(([a], [b]) => (a < b ? -1 : 1))) byReason.set(reason, [...(byReason.get(reason) ?? []), file]);
  const lines = [...byReason].sort(([, a], [, b]) => b.length - a.length).map(([reason, files]) => {
    const shown = files.slice(0, pagesShown).join(', ');
    return `  ${reason}:\n    ${shown}${files.length > pagesShown ? ` and ${files.length - pagesShown} more` : ''}`;
  });
  return [`Rendered again, ${reasons.size} page${reasons.size === 1 ? '' : 's'}, and why:`, ...lines].join('\n');
}
