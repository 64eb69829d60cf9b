/**
 * What `npm run build` refuses, run as a site owner runs it: a SITE_URL that cannot be the site's
 * address, a site with broken links and an island given a prop JSON cannot carry (fixture pages,
 * test/fixtures/fixture-routes.ts, added only to these builds). Each exits 1, prints what is wrong,
 * and leaves the last build's folder as it was.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { assertPrinted } from '../support/printed.ts';
import { runBuild } from '../support/run-build.ts';
import { projectRoot } from '../support/server.ts';
import { spawn } from 'node:child_process';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-refused-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder holding what stands for the last good build. */
function lastBuild(name: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), 'the last good build');
  return dir;
}

const untouched = (dir: string) => {
  assert.deepEqual(readdirSync(dir), ['index.html']);
  assert.equal(readFileSync(path.join(dir, 'index.html'), 'utf8'), 'the last good build');
};

describe('the build', () => {
  for (const siteUrl of ['notaurl', 'javascript:alert(1)', 'https://x.com?utm=1']) {
    it(`refuses SITE_URL=${siteUrl} before building anything, naming the value`, { timeout: 60_000 }, async () => {
      const name = `bad-url-${readdirSync(scratch).length}`;
      const dir = lastBuild(name);
      const run = await runBuild(dir, { SITE_URL: siteUrl });
      assert.equal(run.code, 1);
      assert.match(
        run.stderr,
        new RegExp(`^1 problem in the site's input; nothing was built:\\n  - SITE_URL "${siteUrl.replace(/[?()]/g, '\\$&')}" (is|uses|has) .*: give the public address the site is served at, such as https://example.org or https://user.github.io/repo\\n$`),
      );
      untouched(dir);
      assert.deepEqual(readdirSync(scratch).filter((entry) => entry.startsWith(`.${name}`)), [], 'no scratch folder and no lock: nothing was started');
    });
  }

  it('refuses a production build with no address, before building anything, saying how to set it', { timeout: 60_000 }, async () => {
    const dir = lastBuild('no-address');
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts'], { cwd: projectRoot, env: { ...process.env, SITE_URL: '', DIST_DIR: dir }, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^1 problem in the site's input; nothing was built:\n {2}- The site's address is not set: .*\n {4}Set SITE_URL to the address/);
    untouched(dir);
  });

  it('refuses a site with a broken link, anchor, image and preview clip, listing them by page', { timeout: 120_000 }, async () => {
    const dir = lastBuild('broken');
    const run = await runBuild(dir, {}, 'broken-references');
    assert.equal(run.code, 1, run.stderr);
    assertPrinted(
      run.stderr,
      [
        'The build found 5 broken link(s) on 1 page(s); the last build was left in place.',
        'Broken link on page /fixture/broken-references/:',
        '  -> /missing.png is no file of the site',
        '  -> /does-not-exist/ is no page of the site',
        '  -> /#no-such-anchor names no element of / (no id "no-such-anchor")',
        '  -> /videos/no-such-clip.mp4 is no file of the site',
        '  -> /videos/no-such-clip.webm is no file of the site',
      ],
    );
    untouched(dir);
  });

  it('refuses an island whose props JSON cannot carry, naming the page, the island and the prop', { timeout: 120_000 }, async () => {
    const dir = lastBuild('island-props');
    const run = await runBuild(dir, {}, 'island-props');
    assert.equal(run.code, 1, run.stderr);
    assertPrinted(run.stderr, [
      'Page /fixture/island-props/: island ThrowsInBrowser: prop "onDone" is a function, which JSON cannot carry into the browser; pass data and build it inside the island.',
    ]);
    untouched(dir);
  });
});
