/**
 * Search on a site large enough for its English index to come in shards (a copy with 250 more articles):
 * a word found only in a page of a merged shard, not the first, still finds it; and a rebuild
 * after that one page changed indexes its shard alone, keeping the others byte for byte.
 */
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { searchableRoutes, shardCount, shardOf } from '../../tools/search/search-index.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { browserHarness } from '../support/browser-harness.ts';
import { buildCopy, copyDist, projectWithMoreArticles } from '../support/project-copy.ts';
import { routes } from '../support/site.ts';

const extra = 250;
// The added articles are English: the English index is the one that comes in shards.
const shards = shardCount(searchableRoutes(routes.filter((route) => route.locale === undefined)).size + extra);
/** An added article whose page goes to a shard the browser merges, not the first. */
const merged = Array.from({ length: extra }, (_, n) => n + 1).find((n) => shardOf(`/blog/editing-notes-${n}/`, shards) === 1)!;
const word = 'zanzibarquill';

describe(`search over ${shards} shards (a copy of the site with ${extra} more articles)`, () => {
  const copy = projectWithMoreArticles(extra);
  const article = path.join(copy, `src/content/articles/editing-notes-${merged}.mdx`);
  appendFileSync(article, `\nA word found on no other page: ${word}.\n`);
  before(() => {
    const run = buildCopy(copy);
    assert.equal(run.status, 0, run.stderr);
  }, { timeout: 300_000 });
  const larger = browserHarness({ dir: copyDist(copy) });
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('finds a page of a merged shard by a word only it has', async () => {
    assert.ok(shards >= 2);
    assert.equal(readFileSync(path.join(copyDist(copy), 'pagefind/shards.json'), 'utf8'), JSON.stringify({ shards }));
    const { page, problems } = await larger.open('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search guides, steps and facts' }).fill(word);
    await page.locator('.search__status').filter({ hasText: /found|No pages match|could not load/ }).waitFor();
    const found = page.getByRole('option');
    assert.equal(await found.count(), 1);
    assert.match(await found.first().innerText(), new RegExp(`part ${merged}\\b`));
    assert.deepEqual(problems.errors, []);
  });

  it("indexes only the changed page's shard on a rebuild", () => {
    const shardFiles = (shard: number) => {
      const dir = path.join(copyDist(copy), shard === 0 ? 'pagefind' : `pagefind/shard-${shard}`);
      return new Map(filesUnderSync(dir).filter((file) => !file.startsWith('shard-')).map((file) => [file, readFileSync(path.join(dir, file)).toString('base64')]));
    };
    const before = [...Array(shards).keys()].map(shardFiles);
    appendFileSync(article, '\nOne more line.\n');
    const run = buildCopy(copy);
    assert.equal(run.status, 0, run.stderr);
    const now = [...Array(shards).keys()].map(shardFiles);
    const changed = now.flatMap((files, shard) => (JSON.stringify([...files]) === JSON.stringify([...before[shard]!]) ? [] : [shard]));
    assert.deepEqual(changed, [1], 'the shard of the changed page alone');
  });
});
