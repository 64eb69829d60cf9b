/** Size budgets over every page of dist/: first-load JS, CSS and HTML, gzipped. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageWeights } from '../../build/page-weights.ts';
import { distDir } from '../support/server.ts';

const budgets = {
  /** React 19 with wouter alone is about 71 kB. */
  firstLoadJs: 85_000,
  css: 12_000,
  html: 30_000,
  homeHtml: 60_000,
};

describe('every page', () => {
  const weights = pageWeights(distDir);

  it('stays within the CSS and HTML budgets', () => {
    const over: string[] = [];
    for (const { file, html, css } of weights) {
      const htmlBudget = file === 'index.html' ? budgets.homeHtml : budgets.html;
      if (css.gzip > budgets.css) over.push(`${file}: CSS ${css.gzip} B gzip, budget ${budgets.css}`);
      if (html.gzip > htmlBudget) over.push(`${file}: HTML ${html.gzip} B gzip, budget ${htmlBudget}`);
    }
    assert.deepEqual(over, []);
  });

  it('stays within the first-load JS budget', () => {
    const over = weights
      .filter(({ js }) => js.gzip > budgets.firstLoadJs)
      .map(({ file, js }) => `${file}: first-load JS ${js.gzip} B gzip, budget ${budgets.firstLoadJs}`);
    assert.deepEqual(over, []);
  });
});
