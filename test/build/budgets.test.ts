/** Size budgets over every page of dist/: first-load JS, CSS and HTML, gzipped. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { pageWeights } from '../../build/page-weights.ts';
import { basePath } from '../../src/site-address.ts';
import { distFiles } from '../support/dist-files.ts';
import { distDir } from '../support/server.ts';

const budgets = {
  /** React 19 with wouter alone is about 71 kB. */
  firstLoadJs: 85_000,
  css: 12_000,
  html: 30_000,
  homeHtml: 60_000,
};

describe('every page', () => {
  const weights = pageWeights(distDir, basePath);
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

  it('stays within the first-load JS budget', () => {
    // The core is most of every page's JavaScript: a weight without it would pass any budget.
    const core = distFiles().find((file) => /^assets\/core-\w+\.js$/.test(file));
    assert.ok(core, 'dist/ has a core file');
    const coreGzip = gzipSync(readFileSync(path.join(distDir, core)), { level: 9 }).length;
    assert.deepEqual(weights.filter(({ js }) => js.gzip <= coreGzip).map(({ file }) => file), [], 'pages whose first-load JS leaves out the core');
    const over = weights
      .filter(({ js }) => js.gzip > budgets.firstLoadJs)
      .map(({ file, js }) => `${file}: first-load JS ${js.gzip} B gzip, budget ${budgets.firstLoadJs}`);
    assert.deepEqual(over, []);
  });
});
