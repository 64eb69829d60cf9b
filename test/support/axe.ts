/** axe-core in a page: its WCAG 2.1 A and AA violations, each as "rule at selectors". */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Axe {
  run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/** axe is injected as an inline script, which the site's CSP rightly refuses: open the page with `bypassCSP: true`. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
