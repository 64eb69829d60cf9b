/** Two builds with the same SOURCE_DATE_EPOCH are byte-identical; a failed build leaves the last dist/ alone. */
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
    assert.equal(existsSync(`${outDir}.tmp-${process.pid}`), false, 'the temporary folder is removed');
  });

  it('fails on a path claimed twice, before writing anything', async () => {
    const outDir = path.join(scratch, 'never');
    const [a, b] = routes;
    await assert.rejects(buildSite({ root: projectRoot, routes: [a!, { ...b!, aliases: [a!.path] }], outDir }), /claimed 2 times/);
    assert.equal(existsSync(outDir), false);
  });
});
