/** Size budgets over every page of dist/: first-load JS, CSS and HTML, gzipped; JavaScript that does not grow with the content. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { parse, stringify } from 'yaml';
import { pageWeights } from '../../tools/pipeline/page-weights.ts';
import { distFiles } from '../support/dist-files.ts';
import { copyOfProject } from '../support/project-copy.ts';
import { distDir, projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';

const budgets = {
  /** A page with no island runs the page script alone: the shell's behaviours and the island loader. */
  staticPageJs: 5_000,
  /** A page whose islands hydrate at load: React's own floor (measured below) plus this much. */
  islandPageJsOverReact: 6_000,
  css: 12_000,
  html: 30_000,
  homeHtml: 60_000,
};

/** React's floor: react and react-dom/client bundled alone, minified for production, gzipped as the pages are weighed. */
async function reactFloor(): Promise<number> {
  const result = await build({
    stdin: { contents: "import 'react'; import 'react-dom/client';", resolveDir: projectRoot },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

describe('every page', () => {
  const weights = pageWeights(distDir, site.settings.base);
  const htmlFiles = distFiles().filter((file) => file.endsWith('.html'));

  it('stays within the CSS and HTML budgets', () => {
    assert.deepEqual(weights.map(({ file }) => file), htmlFiles, 'every HTML file is weighed');
    assert.deepEqual(weights.filter(({ css }) => css.raw === 0).map(({ file }) => file), [], 'pages weighed without their stylesheet');
    const over: string[] = [];
    for (const { file, html, css } of weights) {
      const htmlBudget = file === 'index.html' ? budgets.homeHtml : budgets.html;
      if (css.gzip > budgets.css) over.push(`${file}: CSS ${css.gzip} B gzip, budget ${budgets.css}`);
      if (html.gzip > htmlBudget) over.push(`${file}: HTML ${html.gzip} B gzip, budget ${htmlBudget}`);
    }
    assert.deepEqual(over, []);
  });

  it("stays within the first-load JS budgets: 5 kB without islands, React's floor plus 6 kB with them", async () => {
    const floor = await reactFloor();
    const over: string[] = [];
    for (const { file, js } of weights) {
      const hasIslands = readFileSync(path.join(distDir, file), 'utf8').includes('data-hydrate="load"');
      const budget = hasIslands ? floor + budgets.islandPageJsOverReact : budgets.staticPageJs;
      if (js.gzip > budget) over.push(`${file}: first-load JS ${js.gzip} B gzip, budget ${budget}${hasIslands ? ` (React's floor ${floor} + ${budgets.islandPageJsOverReact})` : ''}`);
    }
    assert.ok(weights.every(({ js }) => js.gzip > 0), 'every page loads the page script');
    assert.deepEqual(over, []);
  });
});

/**
 * A copy of the project with `count` more articles, each a copy of one of the site's article files
 * with a title, description and path of its own, listed on /blog/ and in the feed.
 */
function projectWithMoreArticles(count: number, source = 'color-grading'): string {
  const text = readFileSync(path.join(projectRoot, 'src/content/articles', `${source}.mdx`), 'utf8');
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const { aliases: _aliases, path: _path, heading: _heading, ...front } = parse(yaml) as Record<string, unknown>;
  const files: Record<string, string> = {};
  for (let n = 1; n <= count; n++) {
    const fields = { ...front, title: `CapCut editing notes, part ${n}`, description: `Part ${n} of a long series of CapCut editing notes: clips, speed, text, audio and export, one step at a time.`, blog: 'listed' };
    files[`src/content/articles/editing-notes-${n}.mdx`] = `---\n${stringify(fields)}---\n${body}`;
  }
  return copyOfProject(files);
}

describe('first-load JavaScript', () => {
  it('does not grow with the content: 100 more articles change no page by more than 0.1 kB, and the summary names the heaviest pages', { timeout: 180_000 }, () => {
    const copy = projectWithMoreArticles(100);
    try {
      const dir = path.join(copy, 'dist');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts'], {
        cwd: copy,
        // The copies' compiled bodies go to a cache of the test's, not to the project's.
        env: { ...process.env, SITE_URL: '', SOURCE_DATE_EPOCH: '1754611200', DIST_DIR: dir, BUILD_CACHE: path.join(copy, 'build-cache') },
        encoding: 'utf8',
      });
      assert.equal(run.status, 0, run.stderr);
      assert.ok(existsSync(path.join(dir, 'blog/editing-notes-100/index.html')), 'the larger site has the added articles');
      const before = new Map(pageWeights(distDir, site.settings.base).map(({ file, js }) => [file, js.gzip]));
      const after = pageWeights(dir).filter(({ file }) => before.has(file));
      assert.equal(after.length, before.size, 'the larger site has every page of dist/');
      const grown = after.filter(({ file, js }) => Math.abs(js.gzip - before.get(file)!) > 100).map(({ file, js }) => `${file}: ${before.get(file)} -> ${js.gzip} B`);
      assert.deepEqual(grown, []);

      // The build's summary weighs only the pages with islands and one without: it must name what weighing every page names.
      const all = pageWeights(dir).sort((a, b) => b.js.gzip - a.js.gzip || (a.file < b.file ? -1 : 1));
      const withoutIslands = all.filter(({ file }) => !readFileSync(path.join(dir, file), 'utf8').includes('<site-island'));
      const summary = run.stdout.split('\n');
      const heading = summary.findIndex((line) => line.startsWith('First-load JavaScript'));
      assert.equal(summary[heading], `First-load JavaScript (gzip): ${withoutIslands[0]!.js.gzip} B on pages without islands; the most:`);
      assert.equal(new Set(withoutIslands.map(({ js }) => js.gzip)).size, 1, 'every page without an island loads the same script');
      assert.deepEqual(
        summary.slice(heading + 1, heading + 6).map((line) => line.trim().split(/\s+/)),
        all.slice(0, 5).map(({ file, js }) => [file, String(js.gzip), 'B']),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
