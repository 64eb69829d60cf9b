/**
 * `npm run dev` serves the pages `npm run build` writes: every page of a build (drafts and
 * scheduled posts shown, as the dev server shows them) asked of the dev server in a copy of the
 * project is the built file byte for byte, once the files only one of them names are named alike
 * (the stylesheet, inline in the build's pages and linked in the dev server's; the page script and
 * each island's file: the build's hashed bundles, the dev server's modules through Vite). An alias
 * answers the built site's redirect (serve.json), an unknown path the not-found page of its
 * language, and the sitemap, the feeds and robots.txt are the built ones. It reads the build's compile cache as the build left it: every
 * file and body is found there, none compiled again.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { modulesIn } from '../../tools/render/page-modules.ts';
import { testBuildEpoch } from '../support/build-time.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { copyOfProject } from '../support/project-copy.ts';
import { ownersUnpublished, unpublishedArticles } from '../support/unpublished-articles.ts';

const islands = [...modulesIn(path.resolve(import.meta.dirname, '../..'), ['src/islands']).keys()];

/**
 * A page with the files only the build or only the dev server names, named alike: the build's
 * pages carry the stylesheet inline, with its hash in the CSP; the dev server's link it (Vite's).
 */
export function normalised(html: string): string {
  let text = html
    .replace(/<style>[^]*?<\/style>|<link rel="stylesheet" href="[^"]*\/styles\/main\.scss">/g, '{stylesheet}')
    .replace(/(style-src 'self') 'sha256-[\w+/=]+'/g, '$1')
    .replace(/\/assets\/page-[\w-]+\.js|\/@capcut\/page\.js/g, '{page script}');
  for (const name of islands) text = text.replace(new RegExp(`/assets/${name}-[\\w-]+\\.js|/@capcut/island/${name}\\.js`, 'g'), `{island ${name}}`);
  return text;
}

/** The first line where two texts differ, with a few characters around it. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `built:  …${a.slice(Math.max(0, at - 80), at + 80)}…\nserved: …${b.slice(Math.max(0, at - 80), at + 80)}…`;
}

describe('npm run dev serves the pages npm run build writes', { timeout: 1_200_000 }, () => {
  // With test/support, where the build script is.
  const copy = copyOfProject(unpublishedArticles, { fixtures: true, without: ownersUnpublished() });
  const dist = path.join(copy, 'dist');
  const env = { SITE_URL: '', SOURCE_DATE_EPOCH: testBuildEpoch, BUILD_CACHE: path.join(copy, 'build-cache') };
  let dev: DevServer;
  /** The files of the compile cache (under the key of its code): the files' records, the bodies' facts and their trees. */
  const compileCacheFiles = () => filesUnderSync(path.join(env.BUILD_CACHE, 'articles')).sort();
  let built: string[] = [];
  before(async () => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/dev-parity-build.ts', '--local'], { cwd: copy, env: { ...process.env, ...env, DIST_DIR: dist }, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    built = compileCacheFiles();
    dev = await startDevServer(copy, env);
  });
  after(async () => {
    await dev?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  it('answers every page of the build with the built page, and every alias with the built site\'s redirect', async () => {
    const pages = filesUnderSync(dist).filter((file) => file.endsWith('index.html'));
    assert.ok(pages.length > 50, `${pages.length} pages built`);
    // Where the built site's host sends each alias (serve.json, as `npm start` serves it).
    const redirects = new Map((JSON.parse(readFileSync(path.join(dist, 'serve.json'), 'utf8')) as { redirects: { source: string; destination: string }[] }).redirects.map(({ source, destination }) => [`${source}/`, destination]));
    const differences: string[] = [];
    let compared = 0;
    for (const file of pages) {
      const urlPath = `/${file.replace(/index\.html$/, '')}`;
      const built = readFileSync(path.join(dist, file), 'utf8');
      const response = await fetch(`${dev.origin}${urlPath}`, { redirect: 'manual' });
      const served = await response.text();
      if (redirects.has(urlPath) || response.status === 301) {
        if (response.status !== 301 || response.headers.get('location') !== redirects.get(urlPath)) differences.push(`${urlPath}: ${response.status} to ${response.headers.get('location')}, where the built site redirects to ${redirects.get(urlPath)}`);
        continue;
      }
      compared += 1;
      if (response.status !== 200) differences.push(`${urlPath}: ${response.status}`);
      else if (normalised(served) !== normalised(built)) differences.push(`${urlPath}:\n${firstDifference(normalised(built), normalised(served))}`);
    }
    assert.deepEqual(differences, [], `${differences.length} of ${pages.length} pages differ`);
    assert.ok(compared > 50, `${compared} pages compared`);
  });

  it('takes every file and body from the compile cache the build filled, adding none to it', () => {
    assert.ok(built.some((file) => file.split('/')[1] === 'trees'), 'the build kept its trees');
    assert.deepEqual(compileCacheFiles(), built);
  });

  it('answers an unknown path with the built not-found page of its language, and status 404', async () => {
    const notFound = filesUnderSync(dist).filter((file) => /(^|\/)404\.html$/.test(file));
    assert.ok(notFound.length >= 2);
    for (const file of notFound) {
      const response = await fetch(`${dev.origin}/${file.replace(/404\.html$/, '')}no-such-page-at-all/`);
      assert.equal(response.status, 404, file);
      assert.equal(normalised(await response.text()), normalised(readFileSync(path.join(dist, file), 'utf8')), file);
    }
  });

  it('answers the sitemap, the feeds and robots.txt with the built files', async () => {
    const files = filesUnderSync(dist).filter((file) => /(^|\/)(sitemap\.xml|feed\.xml|robots\.txt)$/.test(file));
    assert.ok(files.length >= 3);
    for (const file of files) assert.equal(await (await fetch(`${dev.origin}/${file}`)).text(), readFileSync(path.join(dist, file), 'utf8'), file);
  });
});
