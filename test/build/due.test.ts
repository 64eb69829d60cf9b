/**
 * `npm run due` (tools/schedule/due.ts) in a copy of the project holding a post scheduled for
 * Monday 9:00, against the built site served on localhost (which lacks it): not due one second
 * before its time, due one second after, not due once the deployed sitemap lists it, and an
 * error when the deployed site cannot be read. Run `npm run build` first.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copyOfProject } from '../support/project-copy.ts';
import { distDir, projectRoot, serveDist, type Served } from '../support/server.ts';
import { scheduledEpoch, ownersUnpublished, unpublishedArticles } from '../support/unpublished-articles.ts';
import { postTimes } from '../../tools/schedule/due-posts.ts';
import { siteContent } from '../../tools/content/site-content.ts';

const copy = copyOfProject(unpublishedArticles, { without: ownersUnpublished() });
let served: Served;
before(async () => (served = await serveDist()));
after(async () => {
  await served.close();
  rmSync(copy, { recursive: true, force: true });
});

/** Runs the command in the copy; asynchronously, since this process serves the site it reads. */
const due = (epoch: number, env: Record<string, string> = {}, args: string[] = []) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/schedule/due.ts', ...args],
      { cwd: copy, encoding: 'utf8', env: { ...process.env, SITE_URL: served.origin, SOURCE_DATE_EPOCH: String(epoch), ...env } },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });

describe('npm run due', () => {
  it('is not due one second before the post\'s time, and names it as the next', async () => {
    const run = await due(scheduledEpoch - 1);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /Nothing to publish: .* Next: src\/content\/articles\/monday-post\.mdx at 2026-12-07T09:00:00\+01:00\./);
  });

  it('is due one second after it, naming the post, and never for a draft', async () => {
    const run = await due(scheduledEpoch + 1);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /src\/content\/articles\/monday-post\.mdx \(\/blog\/monday-post\/\)/);
    assert.doesNotMatch(run.stdout, /zebrafinch/);
  });

  it('is not due once the deployed site lists the post (a copy of it in a folder)', async () => {
    const deployed = mkdtempSync(path.join(tmpdir(), 'deployed-'));
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8').replace('</urlset>', '<url><loc>https://capcut-guide.example/blog/monday-post/</loc></url></urlset>');
    writeFileSync(path.join(deployed, 'sitemap.xml'), sitemap);
    const run = await due(scheduledEpoch + 1, {}, ['--from', deployed]);
    rmSync(deployed, { recursive: true, force: true });
    assert.equal(run.status, 1, run.stdout);
  });

  it('exits 2, saying so, when it is given a preview build', async () => {
    const preview = mkdtempSync(path.join(tmpdir(), 'preview-'));
    writeFileSync(path.join(preview, 'sitemap.xml'), readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8'));
    writeFileSync(path.join(preview, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const run = await due(scheduledEpoch + 1, {}, ['--from', preview]);
    rmSync(preview, { recursive: true, force: true });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /is a preview build \(its robots\.txt disallows everything\)/);
  });

  it('exits 2 before reading anything, naming SITE_URL, when no address is given, or an option it does not know', async () => {
    const none = await due(scheduledEpoch + 1, { SITE_URL: '' });
    assert.equal(none.status, 2);
    assert.match(none.stderr, /npm run due reads the deployed site's sitemap, at the address a production build takes: set SITE_URL/);
    const mistyped = await due(scheduledEpoch + 1, {}, ['--form', 'dist']);
    assert.equal(mistyped.status, 2);
    assert.match(mistyped.stderr, /^--form is no option of npm run due; did you mean --from\?/);
  });

  it('exits 2, saying why, when the deployed site cannot be read', async () => {
    const run = await due(scheduledEpoch + 1, { SITE_URL: 'http://127.0.0.1:9' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /Cannot tell which posts are deployed: the sitemap of http:\/\/127\.0\.0\.1:9\/ could not be read/);
  });
});

describe("the posts npm run due reads", () => {
  it("are every article file of the site: a folder's index.mdx, and each language's translations at their paths", () => {
    const paths = postTimes(projectRoot, siteContent.articlesDir).map((post) => post.path);
    for (const expected of ['/blog/velocity-edit/', '/es/blog/edicion-velocity/', '/es/guia-de-instalacion/', '/pt-br/blog/edicao-velocity/']) assert.ok(paths.includes(expected), expected);
  });
});
