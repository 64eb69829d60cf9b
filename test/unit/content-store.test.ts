/**
 * The content store as `npm run dev` keeps it (tools/content/content-store.ts): after a save, the site
 * value is made again only when what it holds changed. A body edit that leaves the reading time as it
 * was keeps the site (its pages show the new body through the file's entry); one that moves the
 * reading time, or any edit of an article that lays out data, makes it again; an editor that saves by
 * renaming, or leaves a scratch file beside the article, changes no listing and no picture.
 * On a copy of the project's articles, whose files it edits; the articles it edits are picked by what
 * they hold (one that lays out data, one with room in its last minute), so an owner's added article changes nothing.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { changedFiles, emptyContentState, settleContent, type ContentState } from '../../tools/content/content-store.ts';
import { siteContent } from '../../tools/content/site-content.ts';
import { minutesToRead } from '../../tools/markdown/reading-time.ts';
import { componentWords } from '../../tools/render/component-words.ts';
import { projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';

const root = mkdtempSync(path.join(tmpdir(), 'content-store-'));
const articles = path.join(root, siteContent.articlesDir);
for (const folder of [siteContent.articlesDir, 'src/content/images', 'styles']) cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
after(() => rmSync(root, { recursive: true, force: true }));

const state: ContentState = emptyContentState();
const settle = () =>
  settleContent(state, site.settings, {
    root,
    articlesDir: siteContent.articlesDir,
    cacheDir: '.cache',
    extraRoutes: [],
    pageExists: () => true,
    pageDirs: ['src/pages'],
    componentWords,
    publication: { at: 1754611200_000, showUnpublished: true, preview: false },
    report: () => undefined,
  });

/** An article file's words as the store counted them, and whether its body lays out data. */
const entryOf = (name: string) => {
  const article = state.files.get(path.join(articles, name))!.checked!.article!;
  return { words: article.words, data: componentWords(article.record.content, site.settings) > 0 };
};

/** Appends words to an article's body that keep its reading time, or move it to the next minute. */
const appendWords = (name: string, minutes: 'same' | 'next') => {
  const { words } = entryOf(name);
  const room = minutesToRead(words) * 200 - words;
  const count = minutes === 'same' ? Math.min(room, 3) : room + 1;
  assert.ok(count > 0, `${name} has no room for a word within its minute`);
  const file = path.join(articles, name);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${Array.from({ length: count }, (_, index) => `word${index}`).join(' ')}.\n`);
  changedFiles(state, [file]);
};

describe('the content store after a save', () => {
  // An article of the project that lays out no data and has room in its last minute, and one that lays out data.
  let plain = '';
  let data = '';
  before(async () => {
    await settle();
    const names = [...state.files.keys()].filter((file) => path.dirname(file) === articles).map((file) => path.basename(file));
    plain = names.find((name) => !entryOf(name).data && entryOf(name).words % 200 !== 0 && entryOf(name).words % 200 < 190)!;
    data = names.find((name) => entryOf(name).data)!;
    assert.ok(plain && data, 'the project has an article that lays out data and one that does not');
  });

  it('keeps the site for a body edit that leaves the reading time, and counts the change', async () => {
    const { site: before, generation } = { site: (await settle()).site, generation: state.generation };
    appendWords(plain, 'same');
    const after = await settle();
    assert.equal(after.site, before);
    assert.equal(state.generation, generation + 1);
  });

  it('makes the site again for a body edit that moves the reading time', async () => {
    const before = (await settle()).site;
    appendWords(plain, 'next');
    assert.notEqual((await settle()).site, before);
  });

  it('makes the site again for any change of the words of an article that lays out data, whose minutes add its tables', async () => {
    const before = (await settle()).site;
    appendWords(data, 'same');
    assert.notEqual((await settle()).site, before);
  });

  it('keeps the site when an editor saves by renaming and leaves a scratch file beside the article', async () => {
    const before = (await settle()).site;
    const scratch = path.join(articles, 'sedAb12Cd');
    writeFileSync(scratch, '');
    rmSync(scratch);
    appendWords(plain, 'same');
    changedFiles(state, [scratch, path.join(articles, plain)], true);
    assert.equal((await settle()).site, before);
  });
});
