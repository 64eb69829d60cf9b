/**
 * `npm run bench`: builds the site five times (each in a fresh process, as `npm run build` runs),
 * prints wall and stage times, the bytes of every page and of the search index, and a scale run
 * with synthetic posts, with and without the search index.
 * Each size is built into an empty folder first, then again over it: a first build creates every
 * folder, a rebuild overwrites the site before the last (build/scratch-folder.ts), and both are shown.
 * `--json` prints the same numbers as JSON.
 */
import { configureFromEnvironment } from './site-env.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { basePath } from '../src/site-address.ts';
import { pageWeights, type PageWeight } from './page-weights.ts';
import type { Stage } from './pipeline.ts';
import { filesUnderSync } from './relative-path.ts';
import { pagefindCliMs, runMeasured } from './bench/floor-and-tools.ts';
import { searchFolder } from '../src/search/search-folder.ts';

configureFromEnvironment(process.env);

const root = path.resolve(import.meta.dirname, '..');
const json = process.argv.includes('--json');
const runs = 5;
const scaleSizes = [1000, 4000];
const stages: Stage[] = ['manifest', 'render', 'write', 'css', 'js', 'copy', 'search'];

interface Run {
  readonly wallMs: number;
  readonly stages: Record<Stage, number>;
  readonly pages: number;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-bench-'));
const log = (line: string) => json || console.error(line);

function build(syntheticPosts: number, outDir: string, searchIndex = true): Run {
  const report = path.join(scratch, 'report.json');
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'build/bench/synthetic-build.ts', String(syntheticPosts)], {
    cwd: root,
    env: {
      ...process.env,
      DIST_DIR: outDir,
      BUILD_REPORT: report,
      SOURCE_DATE_EPOCH: '1754611200',
      SEARCH_INDEX: searchIndex ? 'on' : 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const wallMs = performance.now() - start;
  if (child.status !== 0) throw new Error(`The build with ${syntheticPosts} synthetic posts failed`);
  const { stages, pages } = JSON.parse(readFileSync(report, 'utf8'));
  return { wallMs, stages, pages };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const min = (values: number[]) => Math.min(...values);
const ms = (value: number) => value.toFixed(0).padStart(8);
const column = (text: string | number, width: number) => String(text).padStart(width);

const site = path.join(scratch, 'site');
const siteRuns: Run[] = [];
for (let run = 1; run <= runs; run++) {
  log(`site build ${run}/${runs}...`);
  siteRuns.push(build(0, site));
}
const weights: PageWeight[] = pageWeights(site, basePath());
const indexFiles = filesUnderSync(path.join(site, searchFolder));
const indexBytes = indexFiles.reduce((sum, file) => sum + statSync(path.join(site, searchFolder, file)).size, 0);

/** The targets of the scale run, measured at the largest size against the floor and Pagefind's own CLI. */
async function targetsAt(count: number, rebuildMs: number, unindexedMs: number, renderMsPerPage: number) {
  const dir = path.join(scratch, `scale-${count}`);
  log(`reference points at ${count} synthetic posts: Pagefind's CLI, bare renderToString, peak memory...`);
  const pagefindMs = pagefindCliMs(root, dir);
  const floorRun = spawnSync(process.execPath, ['--import', 'tsx', 'build/bench/render-floor.ts', String(count)], { cwd: root, encoding: 'utf8' });
  const floor = JSON.parse(floorRun.stdout) as { coldMsPerPage: number; warmMsPerPage: number };
  const env = { ...process.env, DIST_DIR: dir, BUILD_REPORT: path.join(scratch, 'report.json'), SOURCE_DATE_EPOCH: '1754611200' };
  const measured = await runMeasured(process.execPath, ['--import', 'tsx', 'build/bench/synthetic-build.ts', String(count)], { cwd: root, env });
  // Pagefind indexes in a process of its own, the largest of the tree; the build's own share is the tree without it.
  const unindexed = await runMeasured(process.execPath, ['--import', 'tsx', 'build/bench/synthetic-build.ts', String(count)], {
    cwd: root,
    env: { ...env, DIST_DIR: `${dir}-unindexed`, SEARCH_INDEX: 'off' },
  });
  return [
    { what: 'rebuild without the search index (ms)', value: unindexedMs, target: 1500 },
    { what: `rebuild with the index (ms; Pagefind's CLI alone: ${pagefindMs.toFixed(0)})`, value: rebuildMs, target: pagefindMs + 1500 },
    { what: `render per page, without the index (ms; bare renderToString, cold: ${floor.coldMsPerPage.toFixed(3)}, warm: ${floor.warmMsPerPage.toFixed(3)})`, value: renderMsPerPage, target: 2 * floor.coldMsPerPage },
    { what: `peak memory of the build process tree (MB; without the index: ${unindexed.peakMb.toFixed(0)})`, value: measured.peakMb, target: 400 },
  ];
}

const scale = scaleSizes.map((count) => {
  log(`scale builds with ${count} synthetic posts...`);
  const first = build(count, path.join(scratch, `scale-${count}`));
  build(count, path.join(scratch, `scale-${count}`)); // leaves the first site in the scratch folder
  const run = build(count, path.join(scratch, `scale-${count}`));
  // The same rebuild without the index, into a folder of its own, twice so that it too overwrites the site before the last.
  const unindexed = path.join(scratch, `scale-${count}-unindexed`);
  build(count, unindexed, false);
  build(count, unindexed, false);
  const withoutIndex = build(count, unindexed, false);
  return { syntheticPosts: count, ...run, firstWallMs: first.wallMs, msPerPage: run.stages.render / run.pages, unindexedWallMs: withoutIndex.wallMs, unindexedMsPerPage: withoutIndex.stages.render / withoutIndex.pages };
});
const largest = scale[scale.length - 1]!;
// The floor renders in a process of its own, so the render it is held against is the one without Pagefind indexing on the same cores.
const targets = await targetsAt(largest.syntheticPosts, largest.wallMs, largest.unindexedWallMs, largest.unindexedMsPerPage);
log('article files: compiling and loading copies of the articles...');
const articleCopies = 500;
const articleRun = spawnSync(process.execPath, ['--import', 'tsx', 'build/bench/article-files.ts', String(articleCopies)], { cwd: root, encoding: 'utf8' });
if (articleRun.status !== 0) throw new Error(`Measuring the article files failed:\n${articleRun.stderr}`);
const articleFiles = JSON.parse(articleRun.stdout) as { coldMsPerArticle: number; cachedMsPerArticle: number };
rmSync(scratch, { recursive: true, force: true });

const siteMedian = Object.fromEntries(stages.map((stage) => [stage, median(siteRuns.map((run) => run.stages[stage]))])) as Record<Stage, number>;
const pages = siteRuns[0]!.pages;
const machine = { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
const rows = [
  {
    syntheticPosts: 0,
    pages,
    firstWallMs: siteRuns[0]!.wallMs,
    wallMs: median(siteRuns.slice(2).map((run) => run.wallMs)),
    msPerPage: siteMedian.render / pages,
    stages: siteMedian,
    unindexedWallMs: undefined,
  },
  ...scale,
];

if (json) {
  console.log(JSON.stringify({ machine, targets, articleFiles, site: { runs: siteRuns, medianWallMs: median(siteRuns.map((r) => r.wallMs)), minWallMs: min(siteRuns.map((r) => r.wallMs)), medianStagesMs: siteMedian, msPerPage: rows[0]!.msPerPage }, pages: weights, searchIndex: { files: indexFiles.length, bytes: indexBytes }, scale: rows }, null, 2));
} else {
  const out: string[] = [];
  out.push(`Machine: ${machine.cores} cores, ${machine.cpu}, Node ${machine.node}`, '');
  out.push(`Site build, ${runs} runs into one folder (${pages} pages rendered)  median       min`);
  out.push(`  wall time, process start to exit (ms)       ${ms(median(siteRuns.map((r) => r.wallMs)))}  ${ms(min(siteRuns.map((r) => r.wallMs)))}`);
  for (const stage of stages) out.push(`  ${stage.padEnd(43)} ${ms(siteMedian[stage])}  ${ms(min(siteRuns.map((r) => r.stages[stage])))}`);
  out.push(`  render per page (ms)                        ${rows[0]!.msPerPage.toFixed(2).padStart(8)}`);
  out.push('  (search is the indexing left after the last page rendered: Pagefind indexes each page as it is written)', '');
  out.push(`Search index: ${indexFiles.length} files, ${indexBytes} bytes in ${searchFolder}/ (a search fetches the engine and the chunks its words need)`, '');
  out.push('Bytes per page                                 HTML raw    gzip   JS raw    gzip  CSS raw   gzip');
  for (const w of weights) {
    out.push(`  ${w.file.padEnd(44)} ${column(w.html.raw, 8)} ${column(w.html.gzip, 7)} ${column(w.js.raw, 8)} ${column(w.js.gzip, 7)} ${column(w.css.raw, 8)} ${column(w.css.gzip, 6)}`);
  }
  out.push('', 'Scale (synthetic blog posts added)   pages   first build (ms)   rebuild (ms)   render (ms)   render ms/page   rebuild without index (ms)');
  for (const row of rows) {
    out.push(
      `  N = ${String(row.syntheticPosts).padEnd(31)} ${column(row.pages, 5)} ${ms(row.firstWallMs).padStart(18)} ${ms(row.wallMs).padStart(14)} ${ms(row.stages.render).padStart(13)} ${row.msPerPage.toFixed(3).padStart(16)} ${row.unindexedWallMs === undefined ? '' : ms(row.unindexedWallMs).padStart(28)}`,
    );
  }
  out.push('  (wall time, process start to exit; rebuild and render are of a build over the site before the last)');
  for (const row of scale) out.push(`  N = ${row.syntheticPosts}: the search index makes the rebuild ${(row.wallMs / row.unindexedWallMs).toFixed(2)}x as long; render per page ${row.msPerPage.toFixed(3)} ms with it, ${row.unindexedMsPerPage.toFixed(3)} ms without`);
  const [, small, large] = rows;
  if (small && large) {
    out.push('', `Growth from N=${small.syntheticPosts} to N=${large.syntheticPosts}: ${(large.pages / small.pages).toFixed(2)}x pages, ${(large.wallMs / small.wallMs).toFixed(2)}x rebuild wall time, ${(large.stages.render / small.stages.render).toFixed(2)}x render time (linear when these match).`);
  }
  out.push(
    '',
    `Article files (${articleCopies} copies of the site's Markdown articles, loaded and checked as the build does)`,
    `  compiled by MDX (once per change of a file) (ms per article) ${articleFiles.coldMsPerArticle.toFixed(2).padStart(9)}`,
    `  from the compile cache, as every later build (ms per article) ${articleFiles.cachedMsPerArticle.toFixed(2).padStart(8)}`,
  );
  out.push('', `Targets at N = ${largest.syntheticPosts} on this machine          measured     target   measured / target`);
  for (const { what, value, target } of targets) out.push(`  ${what.padEnd(80)} ${value.toFixed(value < 10 ? 3 : 0).padStart(9)} ${target.toFixed(target < 10 ? 3 : 0).padStart(9)} ${(value / target).toFixed(2).padStart(8)}`);
  console.log(out.join('\n'));
}
