/** Two `npm run build`s into one folder at once: one waits for the other, and the folder ends up one whole build. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, it } from 'node:test';
import { filesUnder } from '../../tools/output/relative-path.ts';
import { openScratchFolder } from '../../tools/output/scratch-folder.ts';
import { projectRoot } from '../support/server.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-two-builds-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Build {
  readonly siteUrl: string;
  readonly pid: number;
  readonly stderr: () => string;
  readonly exit: Promise<number | null>;
}

function startBuild(outDir: string, siteUrl: string): Build {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: outDir, SITE_URL: siteUrl, SOURCE_DATE_EPOCH: '1754611200' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return { siteUrl, pid: child.pid!, stderr: () => stderr, exit: new Promise((resolve) => child.on('exit', resolve)) };
}

/** Process ids named by the builds' waiting messages. */
const waitedFor = (build: Build): number[] => [...build.stderr().matchAll(/running as process (\d+)/g)].map((match) => Number(match[1]));

async function until(condition: () => boolean, what: string): Promise<void> {
  for (const start = Date.now(); !condition(); await sleep(50)) {
    if (Date.now() - start > 60_000) throw new Error(`Timed out waiting until ${what}`);
  }
}

it('runs two builds started at once one after the other, leaving one whole build', { timeout: 180_000 }, async () => {
  const outDir = path.join(scratch, 'dist');
  // The test holds the lock as a build does until both builds are waiting, so they surely overlap; then it lets them race.
  const held = await openScratchFolder(outDir);
  const builds = [startBuild(outDir, 'https://one.example'), startBuild(outDir, 'https://two.example')];
  await until(() => builds.every((build) => waitedFor(build).includes(process.pid)), 'both builds wait for the test');
  await held.close();
  const codes = await Promise.all(builds.map((build) => build.exit));
  assert.deepEqual(codes, [0, 0], builds.map((build) => build.stderr()).join('\n'));

  // The one that took the lock first ran while the other waited, naming it.
  const [first, second] = waitedFor(builds[0]!).includes(builds[1]!.pid) ? [builds[1]!, builds[0]!] : [builds[0]!, builds[1]!];
  assert.deepEqual(waitedFor(second), [process.pid, first.pid], 'the second build names the running one');
  assert.deepEqual(waitedFor(first), [process.pid], 'the first build did not wait for the second');

  // dist/ is the second build, whole: its origin everywhere, and every asset a page names is there.
  const pages = (await filesUnder(outDir)).filter((file) => file.endsWith('.html'));
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    if (html.includes(first.siteUrl)) problems.push(`${page} names the first build's origin`);
    for (const [asset] of html.matchAll(/\/assets\/[^"\s#]+/g)) if (!existsSync(path.join(outDir, asset))) problems.push(`${page}: ${asset} is missing`);
  }
  assert.ok(pages.length > 50, `${pages.length} pages`);
  assert.deepEqual(problems, []);
  assert.match(readFileSync(path.join(outDir, 'index.html'), 'utf8'), new RegExp(`rel="canonical" href="${second.siteUrl}/"`));
  assert.match(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), new RegExp(`Sitemap: ${second.siteUrl}/sitemap.xml`));
  assert.deepEqual(readdirSync(scratch).sort(), ['.dist-next', 'dist'], 'no lock file and no folder moved aside are left');
});
