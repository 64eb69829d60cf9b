/**
 * `npm run deploy` on an S3 engine (test/support/s3-engine.ts: s3rver, its bucket served as a
 * website with index.html and 404.html), with a copy of the project built for
 * https://example.org at the tests' clock. The copy holds a post of the test's own, with an
 * alias, that it edits and then removes, so no owner's article is needed for either. What the
 * website endpoint answers is compared with the built files; what s3rver does not do as S3 does
 * (routing rules over existing keys, RedirectAllRequestsTo, the error document's Cache-Control on
 * a 404) is not relied on. The --local build refused is the project's dist/ (`npm test` builds it
 * so; alone, run `npm run build -- --local` first).
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pLimit from 'p-limit';
import { defaultOrigin } from '../../src/site.ts';
import { readBuiltSite } from '../../tools/deploy/built-site.ts';
import { deployedPaths, fromFolder } from '../../tools/schedule/due-posts.ts';
import { immutableAsset, revalidatedPage } from '../../tools/site-files/host-files.ts';
import { aliasesOf, listed, post, postAlias, postFile, postPath, said, servedFiles, sorted, typeByExtension } from '../support/deployed-files.ts';
import { buildCopy, copyDist, copyOfProject } from '../support/project-copy.ts';
import { runDeploy, startS3Engine, type S3Engine } from '../support/s3-engine.ts';
import { distDir } from '../support/server.ts';

const address = 'https://example.org';
const copy = copyOfProject({ [postFile]: post('Check the preview before you export.') });
const dist = copyDist(copy);
const build = (env: Record<string, string> = {}, where = dist) => {
  const run = buildCopy(copy, { dist: where, env: { SITE_URL: address, ...env } });
  assert.equal(run.status, 0, run.stderr);
  return where;
};
let engine: S3Engine;
const deploy = (args: string[] = [], env: Record<string, string> = {}) => runDeploy([`s3://${engine.bucket}`, ...args], { ...engine.env, SITE_URL: address, DIST_DIR: dist, ...env });

let first: Awaited<ReturnType<typeof deploy>>;
before(async () => {
  build();
  engine = await startS3Engine();
  first = await deploy();
});
after(async () => {
  await engine?.close();
  rmSync(copy, { recursive: true, force: true });
});

describe('npm run deploy, on a bucket served as a website', () => {
  it('puts the whole site in one run, each file uploaded and each alias a redirect, and says so in one line', () => {
    assert.equal(first.status, 0, first.stderr);
    const counts = `${servedFiles(dist).size} uploaded, ${aliasesOf(dist).length} redirects, 0 unchanged, 0 deleted`;
    assert.match(first.stdout, new RegExp(`^Deployed ${address}/ to s3://site/: ${counts}, [\\d.]+ MB in [\\d.]+ s\\.\\n$`));
  });

  it("serves every page of the sitemap with 200, the built page's bytes, HTML in UTF-8 and revalidation", async () => {
    const paths = await deployedPaths(fromFolder(dist), '');
    assert.ok(paths.has(postPath));
    const limit = pLimit(8);
    await Promise.all(
      [...paths].map((sitePath) =>
        limit(async () => {
          const answer = await engine.website(sitePath);
          assert.equal(answer.status, 200, sitePath);
          assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', sitePath);
          assert.equal(answer.headers['cache-control'], revalidatedPage, sitePath);
          assert.ok(answer.body.equals(readFileSync(path.join(dist, sitePath.slice(1), 'index.html'))), sitePath);
        }),
      ),
    );
  });

  it('serves every other file with its bytes and the type its name calls for', async () => {
    const limit = pLimit(8);
    await Promise.all(
      [...servedFiles(dist).keys()].map((file) =>
        limit(async () => {
          const type = typeByExtension[path.extname(file)];
          assert.ok(type, `${file}: which Content-Type does it need? Add its extension to typeByExtension.`);
          const answer = await engine.website(`/${file}`);
          assert.equal(answer.status, 200, file);
          assert.equal(answer.headers['content-type'], type, file);
          assert.ok(answer.body.equals(readFileSync(path.join(dist, file))), file);
        }),
      ),
    );
  });

  it('answers every alias with a 301 to its page, under the base path', async () => {
    const aliases = aliasesOf(dist);
    assert.ok(aliases.some(({ alias, page }) => alias === postAlias && page === postPath));
    for (const { alias, page } of aliases) {
      const answer = await engine.website(alias);
      assert.equal(answer.status, 301, alias);
      assert.equal(answer.headers.location, page, alias);
    }
  });

  it('answers an unknown path with 404 and the not-found page, under /es/ too: a bucket has one error document', async () => {
    for (const unknown of ['/no-such-page/', '/es/no-such-page/', '/assets/no-such-file.css']) {
      const answer = await engine.website(unknown);
      assert.equal(answer.status, 404, unknown);
      assert.ok(answer.body.equals(readFileSync(path.join(dist, '404.html'))), unknown);
    }
  });

  it('sends a hashed asset with the immutable Cache-Control', async () => {
    const script = /<script type="module" src="([^"]+)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
    assert.match(script ?? '', /^\/assets\/[^/]+\.js$/);
    const answer = await engine.website(script!);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['cache-control'], immutableAsset);
  });

  it('uploads nothing the second time', async () => {
    const run = await deploy();
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, new RegExp(`: 0 uploaded, 0 redirects, ${servedFiles(dist).size + aliasesOf(dist).length} unchanged, 0 deleted, 0\\.0 MB in `));
  });

  it('after a body is edited and the site rebuilt, lists with --dry-run and then uploads only the files that changed, and deletes those gone', async () => {
    const before = servedFiles(dist);
    writeFileSync(path.join(copy, postFile), post('Check the preview before you export, then share it.'));
    build();
    const now = servedFiles(dist);
    const changed = [...now].filter(([file, md5]) => before.get(file) !== md5).map(([file]) => file);
    const gone = [...before.keys()].filter((file) => !now.has(file));
    assert.ok(changed.includes(postPath.slice(1) + 'index.html'));

    const changesBefore = engine.counts().changes;
    const dryRun = await deploy(['--dry-run']);
    assert.equal(dryRun.status, 0, dryRun.stderr);
    assert.equal(engine.counts().changes, changesBefore, 'a dry run changes nothing');
    const run = await deploy(['--verbose']);
    assert.equal(run.status, 0, run.stderr);
    for (const output of [dryRun.stdout, run.stdout]) {
      assert.deepEqual(listed(output, 'upload'), sorted(changed));
      assert.deepEqual(listed(output, 'redirect'), []);
      assert.deepEqual(listed(output, 'delete'), sorted(gone));
    }
    assert.match(run.stdout, new RegExp(`: ${changed.length} uploaded, 0 redirects, ${now.size - changed.length + aliasesOf(dist).length} unchanged, ${gone.length} deleted, `));
    assert.match((await engine.website(postPath)).body.toString(), /then share it\./);
  });

  it('keeps to --max-deletes, and a deploy stopped by a failing service names the file, the status and what to do, leaving the site served as it was; run again, it finishes and the removed post is gone', async () => {
    unlinkSync(path.join(copy, postFile));
    build();
    const changesBefore = engine.counts().changes;
    const limited = await deploy(['--max-deletes', '0']);
    assert.equal(limited.status, 1);
    assert.match(said(limited.stderr), /^The deploy would delete \d+ objects under s3:\/\/site\/, more than --max-deletes 0, so it stopped before changing anything\. .* run it with --max-deletes \d+\.\n$/);
    assert.equal(engine.counts().changes, changesBefore);

    engine.failWhen((request) => request.method === 'PUT' && new URL(request.url ?? '/', 'http://engine').pathname.endsWith('.html'));
    const stopped = await deploy();
    engine.failWhen();
    assert.equal(stopped.status, 1);
    assert.match(said(stopped.stderr), /^Could not upload \S+\.html \(to s3:\/\/site\/\S+\.html\): 503 SlowDown: Please reduce your request rate\. \(after \d attempts\)\n {2}The service failed each time it was asked: run the deploy again later\.\n {2}The site is served as it was before this step \(pages\): \d+ of \d+ uploads are done, nothing was deleted\. Running the deploy again finishes it\.\n$/);
    assert.doesNotMatch(stopped.stderr, /\n\s+at /, 'no stack trace');
    assert.equal((await engine.website(postPath)).status, 200, 'the post is still served until its lists are replaced');
    assert.match((await engine.website('/blog/')).body.toString(), /deploy-test-post/);

    const finished = await deploy();
    assert.equal(finished.status, 0, finished.stderr);
    assert.match(finished.stdout, /: [1-9]\d* uploaded, 0 redirects, \d+ unchanged, [1-9]\d* deleted, /);
    assert.equal((await engine.website(postPath)).status, 404);
    assert.equal((await engine.website(postAlias)).status, 404);
    assert.doesNotMatch((await engine.website('/blog/')).body.toString(), /deploy-test-post/);
    assert.doesNotMatch((await engine.website('/sitemap.xml')).body.toString(), /deploy-test-post/);
  });

  it('refuses a --local build and a preview build before any request, naming what to do', async () => {
    assert.equal((await readBuiltSite(distDir))?.address, defaultOrigin, `${distDir} should be the --local build npm test makes (npm run build -- --local)`);
    // A preview build, without the search index that the refusal does not read (the bench's switch, a few seconds less).
    const preview = build({ PREVIEW: 'true', SEARCH_INDEX: 'off' }, path.join(copy, 'preview'));
    const requestsBefore = engine.counts().requests;
    const [local, previewRun] = await Promise.all([deploy([], { DIST_DIR: distDir }), deploy([], { DIST_DIR: preview })]);
    assert.equal(local.status, 1);
    assert.match(said(local.stderr), /^Nothing was deployed to s3:\/\/site\/:\n {2}- \S+ is a build to look at on this machine \(npm start, npm run build -- --local\): its pages name the placeholder address https:\/\/capcut-guide\.example\. Build it for the site's address: SITE_URL=https:\/\/your\.domain npm run build\.\n$/);
    assert.equal(previewRun.status, 1);
    assert.match(said(previewRun.stderr), /^Nothing was deployed to s3:\/\/site\/:\n {2}- \S+ is a preview build .* deploy the preview to a preview's bucket with --preview\.\n$/);
    assert.equal(engine.counts().requests, requestsBefore, 'no request reached the bucket');
  });

  it('refuses an unknown option before any request, naming the nearest', async () => {
    const requestsBefore = engine.counts().requests;
    const run = await deploy(['--dryrun']);
    assert.equal(run.status, 1);
    assert.match(said(run.stderr), /^--dryrun is no option of npm run deploy; did you mean --dry-run\?\nIts options:\n/);
    assert.equal(engine.counts().requests, requestsBefore);
  });

  it('prints no credential when the bucket refuses the key, saying what to check', async () => {
    const key = { AWS_ACCESS_KEY_ID: 'AKIADEPLOYTESTKEY042', AWS_SECRET_ACCESS_KEY: 'deploy-test-secret/never+printed' };
    const run = await deploy([], key);
    assert.equal(run.status, 1);
    assert.match(said(run.stderr), /^Could not list s3:\/\/site\/: 403 InvalidAccessKeyId: .*\n {2}The credentials are not accepted by .*check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/);
    for (const secret of Object.values(key)) assert.ok(!`${run.stdout}${run.stderr}`.includes(secret), 'a credential was printed');
  });
});
