/** What `npm run deploy` prints: the lists of --dry-run and --verbose, and its summary line (tools/deploy/deploy-report.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deployPlan, type SiteObject } from '../../tools/deploy/deploy-plan.ts';
import { planLines, summaryLine, summaryOf } from '../../tools/deploy/deploy-report.ts';
import { revalidatedPage } from '../../tools/site-files/host-files.ts';

const object = (key: string, bytes: number, redirect?: string): SiteObject => ({ key, kind: redirect ? 'redirect' : key.endsWith('.html') ? 'page' : 'file', bytes, md5: key, cacheControl: revalidatedPage, ...(redirect && { redirect }) });
const plan = deployPlan([object('assets/a.css', 1_500_000), object('index.html', 250_000), object('old/index.html', 0, '/')], new Map([['gone/index.html', 'x']]), new Map(), '');

describe('what a deploy prints', () => {
  it('lists each upload, redirect and deletion under its step, in the order they are done', () =>
    assert.deepEqual(planLines(plan), ['files:', '  upload   assets/a.css', 'new pages:', '  upload   index.html', 'redirects:', '  redirect old/index.html -> /', 'deletions:', '  delete   gone/index.html']));

  it('counts uploads and redirects apart, with the bytes sent, in one line', () => {
    const summary = summaryOf(plan, 'https://example.org', 1, 2.345);
    assert.deepEqual(summary, { address: 'https://example.org', uploaded: 2, redirects: 1, unchanged: 0, deleted: 1, bytes: 1_750_000, seconds: 2.345 });
    assert.equal(summaryLine(summary, 's3://site/', false), 'Deployed https://example.org/ to s3://site/: 2 uploaded, 1 redirects, 0 unchanged, 1 deleted, 1.8 MB in 2.3 s.');
    assert.equal(summaryLine(summary, 's3://site/', true), 'Dry run for https://example.org/ to s3://site/: 2 to upload, 1 redirects to set, 0 unchanged, 1 to delete, 1.8 MB; nothing was changed.');
  });
});
