/** Two builds with the same SOURCE_DATE_EPOCH are byte-identical; a failed build leaves the last dist/ alone; a build leaves nothing stale. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildSite } from '../../build/pipeline.ts';
import { routes } from '../../src/routes.ts';
import { projectRoot } from '../support/server.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const build = (dir: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: dir, SOURCE_DATE_EPOCH: '1754611200' },
    stdio: 'pipe',
  });

const contents = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full), readFileSync(full).toString('base64')] as const;
      }),
  );

describe('the build', () => {
  it('writes byte-identical folders from the same SOURCE_DATE_EPOCH', () => {
    const [first, second] = [path.join(scratch, 'a'), path.join(scratch, 'b')];
    build(first);
    build(second);
    const a = contents(first);
    const b = contents(second);
    assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
    assert.deepEqual([...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file), []);
  });

  it('leaves the previous folder as it was when a page fails, naming the route and the cause', async () => {
    const outDir = path.join(scratch, 'kept');
    execFileSync('mkdir', ['-p', outDir]);
    writeFileSync(path.join(outDir, 'previous.txt'), 'the last good build');
    const good = routes[0]!;
    const broken = { ...good, meta: { ...good.meta, keywords: undefined as unknown as string[] } };
    await assert.rejects(buildSite({ root: projectRoot, routes: [broken], outDir }), (error: Error) => {
      assert.match(error.message, new RegExp(`Error on page ${good.path.replace(/\//g, '\\/')}`));
      assert.ok(error.cause instanceof TypeError);
      return true;
    });
    assert.deepEqual(readdirSync(outDir), ['previous.txt']);
  });

  it('writes over the site before the last, leaving nothing of it that this build did not write', async () => {
    const outDir = path.join(scratch, 'again');
    const withoutDmca = routes.filter((route) => route.path !== '/dmca/');
    // The third build writes into the folder the second one moved aside: the first build's site.
    await buildSite({ root: projectRoot, routes, outDir });
    await buildSite({ root: projectRoot, routes, outDir });
    assert.ok(existsSync(path.join(scratch, '.again-next', 'dmca', 'index.html')), 'the scratch folder holds the earlier site');
    const { files } = await buildSite({ root: projectRoot, routes: withoutDmca, outDir });
    const listing = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    assert.deepEqual(listing, files.map(({ file }) => file));
    assert.equal(existsSync(path.join(outDir, 'dmca')), false, 'the folder of the removed page is gone');
  });

  it('fails on a path claimed twice, before writing anything', async () => {
    const outDir = path.join(scratch, 'never');
    const [a, b] = routes;
    await assert.rejects(buildSite({ root: projectRoot, routes: [a!, { ...b!, aliases: [a!.path] }], outDir }), /claimed 2 times/);
    assert.equal(existsSync(outDir), false);
  });
});
