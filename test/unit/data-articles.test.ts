/**
 * The articles whose body places a component that lays out data (<CapcutVsVn />, <TopTemplates />,
 * <TiktokGuide />) count that data in their front matter ("Top 10", "8 categories", "in 6 steps"):
 * each count their title, description and lead give is the data's, in every language.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { vnCategories } from '../../src/content/comparisons/scores.ts';
import { topTemplates } from '../../src/content/learning/templates.ts';
import { walkthrough } from '../../src/content/learning/tiktok.ts';
import { readArticleFolder } from '../../tools/content/content-store.ts';
import { siteContent } from '../../tools/content/site-content.ts';
import { projectRoot } from '../support/server.ts';

/** What each component lays out, by the number of its items, and the other numbers its texts may give (the scores' scale, out of 10). */
const counted: Readonly<Record<string, { count: number; others: readonly number[] }>> = {
  CapcutVsVn: { count: vnCategories.length, others: [10] },
  TopTemplates: { count: topTemplates.length, others: [] },
  TiktokGuide: { count: walkthrough.steps.length, others: [] },
};

/** The numbers of a text that are no year. */
const countsIn = (text: string) => [...text.matchAll(/\b\d+\b/g)].map(([number]) => Number(number)).filter((number) => number < 1000);

describe('an article that lays out data', () => {
  it('gives the count of its data wherever its title, description or lead counts', async () => {
    const folder = path.join(projectRoot, siteContent.articlesDir);
    const cache = path.join(projectRoot, siteContent.cacheDir, 'articles');
    const folders = [folder, ...readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && /^[a-z]{2}(-[a-z]+)?$/.test(entry.name)).map((entry) => path.join(folder, entry.name))];
    const originals = new Map((await readArticleFolder(folder, projectRoot, cache)).articles.map((article) => [article.record.slug, { path: article.record.path }]));
    const articles = (await Promise.all(folders.map((one) => readArticleFolder(one, projectRoot, cache, one === folder ? undefined : { locale: path.basename(one), originals })))).flatMap((read) => read.articles);
    const checked = articles.flatMap(({ file, record }) => record.content.components.filter((name) => counted[name] !== undefined).map((name) => ({ file, record, ...counted[name]! })));
    assert.ok(checked.length >= 3, 'the site has articles that lay out data');
    for (const { file, record, count, others } of checked) {
      assert.ok(countsIn(`${record.title} ${record.description}`).includes(count), `${file}: the title or the description gives the count, ${count}`);
      for (const field of ['title', 'description', 'lead'] as const)
        for (const number of countsIn(record[field])) assert.ok(number === count || others.includes(number), `${file}: ${field} "${record[field]}" gives ${number} where the data has ${count}`);
    }
  });
});
