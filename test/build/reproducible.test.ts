/** Two builds with the same SOURCE_DATE_EPOCH are byte-identical; a failed build leaves the last dist/ alone; a build leaves nothing stale. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildSite } from '../../build/pipeline.ts';
import { filesUnderSync } from '../../build/relative-path.ts';
import { siteEnvFrom } from '../../build/site-env.ts';
import { siteFolders } from '../../build/site-sources.ts';
import { routes } from '../support/site.ts';
import { projectRoot } from '../support/server.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const siteEnv = siteEnvFrom({ SOURCE_DATE_EPOCH: '1754611200' });
const siteSources = { ...siteFolders, routes };

const build = (dir: string, threads = '') =>
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: dir, SOURCE_DATE_EPOCH: '1754611200', BUILD_THREADS: threads },
    stdio: 'pipe',
  });

const contents = (dir: string) => new Map(filesUnderSync(dir).map((file) => [file, readFileSync(path.join(dir, file)).toString('base64')] as const));

describe('the build', () => {
  it('writes byte-identical folders from the same SOURCE_DATE_EPOCH', () => {
    const [first, second] = [path.join(scratch, 'a'), path.join(scratch, 'b')];
    build(first);
    build(second);
    const a = contents(first);
    const b = contents(second);
    assert.ok(a.size > 10, 'the build wrote the site');
    assert.deepEqual([...a.keys()], [...b.keys()]);
    assert.deepEqual([...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file), []);
  });

  it('writes the same bytes whether one thread renders the pages or a pool of two workers does', () => {
    const one = path.join(scratch, 'one-thread');
    const pool = path.join(scratch, 'pool');
    build(one, '1');
    build(pool, '2');
    const a = contents(one);
    const b = contents(pool);
    assert.ok(a.size > 10, 'the build wrote the site');
    assert.deepEqual([...a.keys()], [...b.keys()]);
    assert.deepEqual([...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file), []);
  });

  it('leaves the previous folder as it was when a page fails, naming the route and the cause', async () => {
    const outDir = path.join(scratch, 'kept');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'previous.txt'), 'the last good build');
    const good = routes[0]!;
    const broken = { ...good, meta: { ...good.meta, keywords: undefined as unknown as string[] } };
    await assert.rejects(buildSite({ root: projectRoot, outDir, siteEnv }, { ...siteSources, routes: [broken] }), (error: Error) => {
      assert.match(error.message, new RegExp(`Error on page ${good.path.replace(/\//g, '\\/')}`));
      assert.ok(error.cause instanceof TypeError);
      return true;
    });
    assert.deepEqual(readdirSync(outDir), ['previous.txt']);
  });

  it('writes over the site before the last, leaving nothing of it that this build did not write', async () => {
    const outDir = path.join(scratch, 'again');
    // No page links an alias, so one can go without breaking a link.
    const withoutAlias = routes.map((route) => (route.aliases.includes('/blog/installation-guide/') ? { ...route, aliases: [] } : route));
    // The third build writes into the folder the second one moved aside: the first build's site.
    await buildSite({ root: projectRoot, outDir, siteEnv }, siteSources);
    await buildSite({ root: projectRoot, outDir, siteEnv }, siteSources);
    assert.ok(existsSync(path.join(scratch, '.again-next', 'blog', 'installation-guide', 'index.html')), 'the scratch folder holds the earlier site');
    const { files } = await buildSite({ root: projectRoot, outDir, siteEnv }, { ...siteSources, routes: withoutAlias });
    assert.deepEqual(filesUnderSync(outDir), files.map(({ file }) => file));
    assert.equal(existsSync(path.join(outDir, 'blog', 'installation-guide')), false, 'the folder of the removed alias is gone');
  });

  it('fails on a path claimed twice, before writing anything', async () => {
    const outDir = path.join(scratch, 'never');
    const [a, b] = routes;
    await assert.rejects(buildSite({ root: projectRoot, outDir, siteEnv }, { ...siteSources, routes: [a!, { ...b!, aliases: [a!.path] }] }), /claimed 2 times/);
    assert.equal(existsSync(outDir), false);
  });
});
