/**
 * The cost of an article file, measured for `npm run bench`: `count` copies of the site's own
 * articles (each made unique, so none is compiled once for all) loaded as the build loads them,
 * first with an empty cache (every body compiled by MDX) and then again from the cache. Prints
 * JSON: milliseconds per article.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { articleFilesIn, loadArticles } from '../../src/content/articles/load-articles.ts';

const count = Number(process.argv[2] ?? 1000);
const source = path.resolve(import.meta.dirname, '../../src/content/articles');
const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-articles-'));
const folder = path.join(scratch, 'articles');
const cache = path.join(scratch, 'cache');
mkdirSync(folder);
const originals = articleFilesIn(source).map((name) => ({ name, text: readFileSync(path.join(source, name), 'utf8') }));
for (let index = 0; index < count; index++) {
  const { name, text } = originals[index % originals.length]!;
  writeFileSync(path.join(folder, name.replace(/(\.mdx?)$/, `-${index}$1`)), `${text}\nCopy ${index}.\n`);
}
// Cards name the site's other articles; the copies may name them too.
const otherSlugs = ['top-templates-2025', 'tiktok-templates', 'capcut-vs-pro', 'capcut-vs-vn', ...originals.map(({ name }) => name.replace(/\.mdx?$/, ''))];
const time = async () => {
  const start = performance.now();
  await loadArticles(folder, scratch, otherSlugs, cache);
  return (performance.now() - start) / count;
};
const coldMsPerArticle = await time();
const cachedMsPerArticle = await time();
const cachedFiles = readdirSync(cache).length;
rmSync(scratch, { recursive: true, force: true });
console.log(JSON.stringify({ count, coldMsPerArticle, cachedMsPerArticle, cachedFiles }));
