/**
 * The reference points `npm run bench` prints beside the build's own numbers: the floor of
 * rendering (bare renderToString of the same pages, nothing else), Pagefind's own CLI on the
 * written folder, and the peak memory of a command's whole process tree.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { notIndexed } from '../search-index.ts';

/** Milliseconds Pagefind's CLI takes to index a built folder as the build does (only <main>, the same exclusions). */
export function pagefindCliMs(root: string, siteDir: string): number {
  const output = path.join(siteDir, 'pagefind-cli');
  const start = performance.now();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/pagefind'),
    ['--site', siteDir, '--output-path', output, '--root-selector', 'main', '--exclude-selectors', notIndexed.join(', '), '--force-language', 'en', '--silent'],
    { stdio: 'ignore' },
  );
  const ms = performance.now() - start;
  rmSync(output, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`Pagefind's CLI failed on ${siteDir}`);
  return ms;
}

/** Sums the resident memory of a process and every process under it, in kB. */
function treeRss(pid: number): number {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' }).stdout.trim().split('\n');
  const rows = table.map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of rows) if (tree.has(parent) && !tree.has(child)) (tree.add(child), (grew = true));
  }
  return rows.filter(([child]) => tree.has(child)).reduce((sum, [, , rss]) => sum + rss, 0);
}

/** Runs a command, sampling its process tree's memory every 50 ms; resolves with the wall time and the peak, in MB. */
export function runMeasured(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ wallMs: number; peakMb: number; status: number | null }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'inherit'] });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 50);
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({ wallMs: performance.now() - start, peakMb: peak / 1024, status });
    });
  });
}
