/**
 * The build's clock reaches a page only as the footer's copyright year: a build dated 2099 shows
 * 2099 in every footer and nowhere else, in no page, sitemap or feed. Every other date is recorded
 * in content.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { buildCopy, copyOfProject } from '../support/project-copy.ts';
import { ownersUnpublished } from '../support/unpublished-articles.ts';

// A copy without the owner's drafts and scheduled posts, which a build dated 2099 would publish as they stand.
const copy = copyOfProject({}, { without: ownersUnpublished() });
const out = path.join(copy, 'dist');
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
  const build = buildCopy(copy, { dist: out, env: { SOURCE_DATE_EPOCH: epoch } });
  assert.equal(build.status, 0, build.stderr);
  files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|xml|txt)$/.test(file) || file.startsWith('_'));
});
after(() => rmSync(copy, { recursive: true, force: true }));

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
