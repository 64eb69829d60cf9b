/** axe-core in a page: its WCAG 2.1 A and AA violations, each as "rule at selectors". */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface Axe {
  run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * axe's script is evaluated through the DevTools protocol, as @axe-core/playwright does, which the
 * page's CSP does not govern: the page is tested under the CSP it is served with, and a test that
 * checks its console for errors may run axe in the same visit.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(axePath, 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
