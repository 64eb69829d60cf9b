/**
 * The build's clock reaches a page only as the footer's copyright year: a build dated 2099 shows
 * 2099 in every footer and nowhere else, in no page, sitemap or feed. Every other date is recorded
 * in content.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-clock-'));
const out = path.join(scratch, 'dist');
const year = '2099';
const epoch = String(Date.UTC(2099, 5, 15) / 1000);

let files: string[] = [];
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

/** A page's markup without its <footer> elements. */
function withoutFooter(html: string): string {
  const document = parseDocument(html);
  for (const footer of DomUtils.getElementsByTagName('footer', document)) DomUtils.removeElement(footer);
  return DomUtils.getOuterHTML(document);
}

before(() => {
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: out, SOURCE_DATE_EPOCH: epoch },
    stdio: 'pipe',
  });
  files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|xml|txt)$/.test(file) || file.startsWith('_'));
});
after(() => rmSync(scratch, { recursive: true, force: true }));

describe(`a build dated ${year}`, () => {
  it('puts the year in the footer of every page', () => {
    const html = files.filter((file) => file.endsWith('.html'));
    assert.ok(html.length > 40, `${html.length} pages built`);
    const missing = html.filter((file) => !/<footer[\s\S]*©\s*2099[\s\S]*<\/footer>/.test(read(file)));
    assert.deepEqual(missing, []);
  });

  it('shows the year nowhere else: not in any page outside its footer, nor in the sitemap, feed or host files', () => {
    const found = files.filter((file) => {
      if (!file.endsWith('.html')) return read(file).includes(year);
      return withoutFooter(read(file)).includes(year);
    });
    assert.deepEqual(found, []);
  });
});
