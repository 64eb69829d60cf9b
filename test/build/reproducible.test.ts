/** Two builds with the same SOURCE_DATE_EPOCH are byte-identical; a failed build leaves the last dist/ alone; a build leaves nothing stale. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { InputError } from '../../tools/content/input-error.ts';
import { siteFolders } from '../../tools/render/page-modules.ts';
import { buildSite } from '../../tools/pipeline/pipeline.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { siteEnvFrom } from '../../tools/pipeline/settings.ts';
import { projectRoot } from '../support/server.ts';
import { routes } from '../support/site.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const siteEnv = siteEnvFrom({ SOURCE_DATE_EPOCH: '1754611200' });
/** The site's own page folders; `routes` are pages added beside the site's (none by default). */
const withPages = (added: readonly RouteRecord[] = []) => ({ ...siteFolders, routes: added });
const routeAt = (at: string): RouteRecord => {
  const route = routes.find((candidate) => candidate.path === at);
  assert.ok(route, `the site has ${at}`);
  return route;
};
/** A page of the site's own, served at one more path: no page links to it, so it can come and go without breaking a link. */
/** A page module's route at another path, with a title and description of its own (a copied one the build refuses, copied-text.ts). */
const copyOf = (at: string, newPath: string, aliases: readonly string[] = []): RouteRecord => {
  const route = routeAt(at);
  return { ...route, path: newPath, aliases, meta: { ...route.meta, title: `${route.meta.title} at ${newPath}`, description: `${route.meta.description} Served again at ${newPath} by a test.` } };
};

const build = (dir: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: dir, SOURCE_DATE_EPOCH: '1754611200' },
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

  it('leaves the previous folder as it was when a page fails, naming the route and the cause', async () => {
    const outDir = path.join(scratch, 'kept');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'previous.txt'), 'the last good build');
    const good = copyOf('/terms/', '/broken-terms/');
    const broken = { ...good, meta: { ...good.meta, keywords: undefined as unknown as string[] } };
    await assert.rejects(buildSite({ root: projectRoot, outDir, siteEnv }, withPages([broken])), (error: Error) => {
      assert.match(error.message, /Error on page \/broken-terms\//);
      assert.ok(error.cause instanceof TypeError);
      return true;
    });
    assert.deepEqual(readdirSync(outDir), ['previous.txt']);
  });

  it('writes over the site before the last, leaving nothing of it that this build did not write', async () => {
    const outDir = path.join(scratch, 'again');
    const extra = copyOf('/terms/', '/terms-again/', ['/terms-again-alias/']);
    // The third build writes into the folder the second one moved aside: the first build's site, which had the extra page.
    await buildSite({ root: projectRoot, outDir, siteEnv }, withPages([extra]));
    await buildSite({ root: projectRoot, outDir, siteEnv }, withPages([extra]));
    assert.ok(existsSync(path.join(scratch, '.again-next', 'terms-again-alias', 'index.html')), 'the scratch folder holds the earlier site');
    const { files } = await buildSite({ root: projectRoot, outDir, siteEnv }, withPages());
    assert.deepEqual(filesUnderSync(outDir), files.map(({ file }) => file));
    assert.equal(existsSync(path.join(outDir, 'terms-again')), false, 'the folder of the removed page is gone');
    assert.equal(existsSync(path.join(outDir, 'terms-again-alias')), false, 'the folder of its removed alias is gone');
    assert.ok(existsSync(path.join(outDir, 'terms', 'index.html')), 'the page it copied is still there');
  });

  it('fails on a path claimed twice, naming both claimants, before writing anything', async () => {
    const outDir = path.join(scratch, 'never');
    const taken = routeAt('/blog/velocity-edit/');
    await assert.rejects(buildSite({ root: projectRoot, outDir, siteEnv }, withPages([copyOf('/terms/', '/terms-elsewhere/', [taken.path])])), (error: Error) => {
      assert.ok(error instanceof InputError, String(error));
      assert.equal(
        error.message,
        "1 problem in the site's input; nothing was built:\n  - /blog/velocity-edit/ is claimed 2 times, by src/content/articles/velocity-edit/index.mdx, the page module TermsPage; give each page a path of its own",
      );
      return true;
    });
    assert.equal(existsSync(outDir), false);
    assert.deepEqual(readdirSync(scratch).filter((entry) => entry.startsWith('.never')), [], 'no scratch folder and no lock');
  });
});
