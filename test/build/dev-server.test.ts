/**
 * `npm run dev` as a site owner uses it, in a copy of the project: it serves once its first build
 * is done, and saving an article rebuilds the pages that show it (keeping the scripts and styles),
 * tells the open page to reload and prints the time from the save to the reload; a mistake is
 * printed and the last good site stays served. Drafts are shown, marked.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { copyOfProject } from '../support/project-copy.ts';
import { site } from '../support/site.ts';
import { unpublishedArticles } from '../support/unpublished-articles.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('npm run dev', { timeout: 120_000 }, () => {
  const copy = copyOfProject(unpublishedArticles);
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('rebuilds the pages that show an article when it is saved, reloads the open page and says how long it took', async () => {
    const port = await freePort();
    // As a site owner runs it: without the DIST_DIR the tests may run with, which the dev builds would write to.
    const { DIST_DIR: _distDir, ...env } = process.env;
    const dev = spawn(process.execPath, ['--import', 'tsx', 'tools/serve/dev.ts'], { cwd: copy, env: { ...env, SITE_URL: '', PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    dev.stdout.on('data', (chunk: Buffer) => (output += chunk));
    dev.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const printed = async (pattern: RegExp) => {
      for (let waited = 0; !pattern.test(output); waited += 50) {
        if (waited > 60_000) throw new Error(`npm run dev did not print ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return pattern.exec(output)!;
    };
    try {
      await printed(/serving http:\/\/localhost:\d+\//);
      const page = () => fetch(`http://localhost:${port}/blog/audio-sync/`).then((response) => response.text());
      assert.match(await page(), /<script type="module" src="\/__dev\/reload.js"><\/script>/);
      // Drafts are shown while writing, marked and noindex; a production build leaves them out (unpublished.test.ts).
      const draft = await fetch(`http://localhost:${port}/blog/zebrafinch-draft/`).then((response) => response.text());
      assert.match(draft, /<meta name="robots" content="noindex">/);
      assert.match(draft, /<p class="callout" role="note"><strong>Draft: not published\.<\/strong>/);

      const events = await fetch(`http://localhost:${port}/__dev/events`);
      const reader = events.body!.getReader();
      const reloaded = (async () => {
        for (let text = ''; !text.includes('event: reload'); ) text += new TextDecoder().decode((await reader.read()).value);
      })();
      const file = path.join(copy, 'src/content/articles/audio-sync.mdx');
      const article = readFileSync(file, 'utf8');
      writeFileSync(file, article.replace('Cut a frame or two **before**', 'Cut one frame **before**'));
      await reloaded;
      const [, ms, pages] = await printed(/saved to reload in (\d+) ms \(src\/content\/articles\/audio-sync\.mdx; rebuilt (\d+) pages?, the others unchanged\)/);
      assert.ok(Number(ms) > 0);
      const entry = site.articles.bySlug.get('audio-sync')!;
      assert.equal(Number(pages), 1 + entry.aliases.length, 'the article alone, at its path and its aliases');
      assert.match(await page(), /Cut one frame <strong>before<\/strong>/);

      // Some 400 more words: a longer reading time, which the blog's card and the home page show too.
      const cardMinutes = async () => /href="\/blog\/audio-sync\/"[^]*?(\d+) min read/.exec(await fetch(`http://localhost:${port}/blog/`).then((response) => response.text()))?.[1];
      assert.equal(await cardMinutes(), String(entry.readingMinutes));
      output = '';
      writeFileSync(file, `${article.replace('Cut a frame or two **before**', 'Cut one frame **before**')}\n${'More words about timing cuts to the beat. '.repeat(50)}\n`);
      const [, , longer] = await printed(/saved to reload in (\d+) ms \(src\/content\/articles\/audio-sync\.mdx; rebuilt (\d+) pages?, the others unchanged\)/);
      assert.ok(Number(longer) > Number(pages) && Number(longer) < site.routes.length, `${longer} pages: the article's, the list pages holding its card and the home page, not all`);
      assert.ok(Number(await cardMinutes()) > entry.readingMinutes, 'the card on /blog/ shows the new reading time');

      writeFileSync(file, article.replace('published: 2025-06-19', 'published: 2025-13-45'));
      await printed(/audio-sync\.mdx: line \d+: published "2025-13-45" is not a date \(YYYY-MM-DD\) or a time with its offset \(YYYY-MM-DDTHH:MM\+01:00\)\n[^]*build failed \(src\/content\/articles\/audio-sync\.mdx\); the last good dist\/ is still served/);
      assert.match(await page(), /Cut one frame <strong>before<\/strong>/);
      await reader.cancel();
    } finally {
      dev.kill('SIGINT');
    }
  });
});
