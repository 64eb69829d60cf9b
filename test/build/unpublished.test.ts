/**
 * A draft and a post scheduled after the build's time, added to a copy of the project: the build
 * leaves them out of everything (pages, aliases, lists, the home page, the sitemap, the feed, the
 * search index, the social cards, _redirects, serve.json), names the next scheduled post and says
 * once that the copy has no history; a preview build (PREVIEW=true) has them, marked, with every
 * page noindex and robots.txt disallowing everything. Run `npm run build` first (the cards are
 * counted against dist/).
 */
import { testBuildEpoch } from '../support/build-time.ts';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { InputError } from '../../tools/content/input-error.ts';
import { loadSite } from '../../tools/content/content-store.ts';
import { siteContent } from '../../tools/content/site-content.ts';
import { componentWords } from '../../tools/render/component-words.ts';
import { filesUnder } from '../../tools/output/relative-path.ts';
import { copyOfProject } from '../support/project-copy.ts';
import { fragmentsOf } from '../support/search-fragments.ts';
import { distDir, projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';
import { ownersUnpublished, unpublishedArticles, unpublishedTraces } from '../support/unpublished-articles.ts';

const copy = copyOfProject(unpublishedArticles, { without: ownersUnpublished() });
after(() => rmSync(copy, { recursive: true, force: true }));
/** The compiled bodies and cards are named by content: the project's cache serves the copy too. */
const cache = path.resolve(projectRoot, process.env.BUILD_CACHE ?? 'node_modules/.cache/capcut-guide');

function build(outDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local'], {
    cwd: copy,
    env: { ...process.env, SITE_URL: '', SOURCE_DATE_EPOCH: testBuildEpoch, BUILD_CACHE: cache, DIST_DIR: path.join(copy, outDir), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const textFile = /\.(html|xml|txt|json|js|css)$|^_headers$|^_redirects$/;
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('a production build with a draft and a post scheduled after its time', () => {
  const dir = path.join(copy, 'dist');
  let run: Awaited<ReturnType<typeof build>>;
  let files: string[];
  before(async () => {
    run = await build('dist');
    files = await filesUnder(dir);
  });

  it('builds, naming the next scheduled post and saying once that there is no history to date articles from', () => {
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Next scheduled post: src\/content\/articles\/monday-post\.mdx \(\/blog\/monday-post\/\) at 2026-12-07T09:00:00\+01:00/);
    assert.equal(run.stdout.split('Dates: this folder is not a git checkout').length - 1, 1);
    assert.match(run.stdout, /fetch-depth: 0/);
  });

  it('writes no page or alias of them, and no social card but those its pages show', () => {
    for (const trace of ['zebrafinch', 'monday']) assert.deepEqual(files.filter((file) => file.includes(trace)), [], trace);
    const shown = new Set(files.filter((file) => file.endsWith('.html')).flatMap((file) => [...read(dir, file).matchAll(/<meta property="og:image" content="[^"]*\/assets\/cards\/([^"]+)"/g)].map((match) => match[1]!)));
    assert.deepEqual(readdirSync(path.join(dir, 'assets/cards')).filter((card) => !shown.has(card)), []);
  });

  it('names them in no page, list, sitemap, feed, robots.txt, _redirects, serve.json or script', () => {
    const found = files.filter((file) => textFile.test(path.basename(file))).flatMap((file) => unpublishedTraces.filter((trace) => read(dir, file).includes(trace)).map((trace) => `${file}: ${trace}`));
    assert.deepEqual(found, []);
    assert.ok(files.includes('serve.json') && files.includes('_redirects') && files.includes('blog/feed.xml'));
  });

  it('gives them no search record', () => {
    const index = new Map(files.filter((file) => file.startsWith('pagefind/')).map((file) => [file, readFileSync(path.join(dir, file))] as const));
    const fragments = fragmentsOf(index);
    assert.ok(fragments.length > 0);
    assert.deepEqual(fragments.filter((fragment) => unpublishedTraces.some((trace) => JSON.stringify(fragment).includes(trace))).map((fragment) => fragment.url), []);
  });
});

describe('a preview build (PREVIEW=true)', () => {
  const dir = path.join(copy, 'preview');
  let run: Awaited<ReturnType<typeof build>>;
  before(async () => (run = await build('preview', { PREVIEW: 'true' })));

  it('says it is a preview when it ends', () => {
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /This is a PREVIEW build: drafts and scheduled posts are in it \(marked\), every page is noindex and robots\.txt disallows everything/);
  });

  it('shows the draft and the scheduled post, each with its notice, and their cards on /blog/ marked', () => {
    const draft = read(dir, 'blog/zebrafinch-draft/index.html');
    assert.match(draft, /<p class="callout" role="note"><strong>Draft: not published\.<\/strong>/);
    assert.match(read(dir, 'blog/monday-post/index.html'), /<strong>Scheduled: not published\.<\/strong> It is published by the first build after <time dateTime="2026-12-07T09:00:00\+01:00">2026-12-07 09:00:00\+01:00<\/time>/);
    assert.match(read(dir, 'blog/index.html'), /<span class="badge badge--yellow">Draft: not published<\/span>/);
  });

  it('gives a post with a time one date everywhere: the page shows its day, and its time elements, head, JSON-LD and feed entry the same value', () => {
    const page = read(dir, 'blog/monday-post/index.html');
    const time = '2026-12-07T09:00:00+01:00';
    assert.match(page, new RegExp(`Published <time dateTime="${time.replace('+', '\\+')}">December 7, 2026</time>`));
    assert.match(page, new RegExp(`<meta property="article:published_time" content="${time.replace('+', '\\+')}">`));
    assert.ok(page.includes(`"datePublished":"${time}","dateModified":"${time}"`));
    assert.ok(read(dir, 'blog/feed.xml').includes(`<published>${time}</published>`));
  });

  it('marks every page noindex, and robots.txt disallows everything', async () => {
    const pages = (await filesUnder(dir)).filter((file) => file.endsWith('.html'));
    assert.deepEqual(pages.filter((file) => !read(dir, file).includes('<meta name="robots" content="noindex">')), []);
    assert.equal(read(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  });
});

describe('a published article linking to a draft', () => {
  it('stops the build, naming both files and the line, in a production build and a preview alike', async () => {
    const body = '## Captions {#captions}\n\nFirst read [the zebrafinch draft](/blog/zebrafinch-draft/).\n';
    const linking = readFileSync(path.join(projectRoot, 'src/content/articles/audio-sync.mdx'), 'utf8').replace(/\n---\n[\s\S]*$/, `\n---\n${body}`);
    const owner = copyOfProject({ ...unpublishedArticles, 'src/content/articles/audio-sync.mdx': linking }, { without: ownersUnpublished() });
    const line = linking.split('\n').findIndex((text) => text.includes('zebrafinch')) + 1;
    try {
      for (const preview of [false, true]) {
        const sources = { root: owner, ...siteContent, cacheDir: cache, extraRoutes: [], pageExists: () => true, pageDirs: ['src/pages'], componentWords, publication: { at: Number(testBuildEpoch) * 1000, showUnpublished: preview, preview } };
        await assert.rejects(loadSite(site.settings, sources), (error: unknown) => {
          assert.ok(error instanceof InputError);
          assert.deepEqual(error.problems, [
            `src/content/articles/audio-sync.mdx: line ${line}: the link to /blog/zebrafinch-draft/ goes to src/content/articles/zebrafinch-draft.mdx, a draft (draft: true), which the site leaves out: publish it first, or link to it once it is published`,
          ]);
          return true;
        });
      }
    } finally {
      rmSync(owner, { recursive: true, force: true });
    }
  });
});
