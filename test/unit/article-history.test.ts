/**
 * Dates from git (tools/content/article-history.ts), in a temporary repository whose commits have
 * fixed dates: the last commit that changed a body dates it, a front-matter-only commit does not,
 * `modified` in the front matter wins, and a shallow clone or a folder outside git dates nothing
 * and says why.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { articleHistory, modifiedDate, noHistoryNotice, type ArticleHistory } from '../../tools/content/article-history.ts';

const root = mkdtempSync(path.join(tmpdir(), 'history-'));
after(() => rmSync(root, { recursive: true, force: true }));
const repo = path.join(root, 'site');
const folder = 'src/content/articles';

const git = (cwd: string, args: string[], date = '2026-01-01T12:00:00Z') =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });

const article = (tags: string, body: string) => `---\ntitle: Captions\ntags: [${tags}]\npublished: 2026-01-01\n---\n\n## Captions\n\n${body}\n`;

function commit(files: Record<string, string>, date: string): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(repo, folder, name), text);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', `edit at ${date}`], date);
}

const at = (iso: string) => Date.parse(iso);
let history: ArticleHistory;

before(async () => {
  mkdirSync(path.join(repo, folder), { recursive: true });
  git(repo, ['init', '-q', '-b', 'main']);
  commit({ 'captions.mdx': article('captions', 'Open Text.'), 'speed.mdx': article('speed', 'Open Speed.') }, '2026-01-01T12:00:00Z');
  commit({ 'captions.mdx': article('captions, subtitles', 'Open Text.') }, '2026-02-01T12:00:00Z');
  commit({ 'speed.mdx': article('speed', 'Open Speed, then Curve.') }, '2026-03-01T12:00:00Z');
  commit({ 'speed.mdx': article('speed, curves', 'Open Speed, then Curve.\n-- a line that looks like a header') }, '2026-04-01T12:00:00Z');
  commit({ 'speed.mdx': article('speed, curves, ramps', 'Open Speed, then Curve.\n-- a line that looks like a header') }, '2026-05-01T12:00:00Z');
  writeFileSync(path.join(repo, folder, 'new.mdx'), article('new', 'Not committed yet.'));
  history = await articleHistory(repo, folder);
});

describe('articleHistory', () => {
  it('dates each file by the last commit that changed its body, not one that changed only its front matter', () => {
    assert.equal(history.missing, undefined);
    assert.equal(history.bodyChanged.get(`${folder}/captions.mdx`), at('2026-01-01T12:00:00Z'));
    assert.equal(history.bodyChanged.get(`${folder}/speed.mdx`), at('2026-04-01T12:00:00Z'));
  });

  it('has no date for a file not committed yet', () => assert.equal(history.bodyChanged.has(`${folder}/new.mdx`), false));

  it('finds no history in a shallow clone, and says why', async () => {
    const clone = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
    const shallow = await articleHistory(clone, folder);
    assert.equal(shallow.bodyChanged.size, 0);
    assert.match(shallow.missing!, /shallow clone/);
    assert.match(noHistoryNotice(shallow.missing!), /fetch-depth: 0/);
  });

  it('finds no history outside a git checkout, and says why', async () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    mkdirSync(path.join(plain, folder), { recursive: true });
    const none = await articleHistory(plain, folder);
    rmSync(plain, { recursive: true, force: true });
    assert.match(none.missing!, /not a git checkout/);
  });
});

describe('modifiedDate', () => {
  const entry = (file: string, published: string, modified?: string) => ({ file: `${folder}/${file}`, modifiedWritten: modified !== undefined, record: { published, modified: modified ?? published } });

  it('is the day of the last body change after publication', () => assert.equal(modifiedDate(entry('speed.mdx', '2026-01-01'), history), '2026-04-01'));
  it('is the published date when the body last changed before it (a post written ahead)', () => assert.equal(modifiedDate(entry('speed.mdx', '2026-06-01'), history), '2026-06-01'));
  it("is the front matter's modified when it is given", () => assert.equal(modifiedDate(entry('speed.mdx', '2026-01-01', '2026-02-02'), history), '2026-02-02'));
  it('is the published date without a commit or without history, never the clock', () => {
    assert.equal(modifiedDate(entry('new.mdx', '2026-01-01'), history), '2026-01-01');
    assert.equal(modifiedDate(entry('speed.mdx', '2026-01-01'), { bodyChanged: new Map(), missing: 'a shallow clone' }), '2026-01-01');
  });
});
