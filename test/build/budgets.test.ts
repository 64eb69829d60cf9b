/** Size budgets over every page of dist/: first-load JS, CSS and HTML, gzipped (that JavaScript does not grow with the content: test/build/growth.test.ts). */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { pageWeights } from '../../tools/report/page-weights.ts';
import { distFiles } from '../support/dist-files.ts';
import { distDir, projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';

const budgets = {
  /** A page with no island runs the page script alone: the shell's behaviours and the island loader. */
  staticPageJs: 5_000,
  /**
   * A page whose islands hydrate at load: React's own floor (measured below) plus this much. It was
   * 6 kB until the site had languages: links that follow the page's language (SiteLink) and the
   * language fields of the site value added 125 B to the heaviest page (/video-tutorials/, 74,840 -> 74,965 B).
   */
  islandPageJsOverReact: 6_200,
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

  it("stays within the first-load JS budgets: 5 kB without islands, React's floor plus 6.2 kB with them", async () => {
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
