/**
 * Two mistakes an owner makes on an ordinary day, in a copy of the project, built as they build it:
 * an article copied under a new name and title that keeps the original's description, and an
 * article `npm run new` wrote, published (its draft line deleted) with the template's words still in
 * it. A production build refuses both at once, before anything renders, naming the files and each
 * field or paragraph, as it names a broken link.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse, stringify } from 'yaml';
import { buildCopy, copyOfProject, type CopyBuild } from '../support/project-copy.ts';
import { projectRoot } from '../support/server.ts';

const articles = 'src/content/articles';
/** The article the issue copied, or the first English article if an owner has removed it. */
const original = existsSync(path.join(projectRoot, articles, 'blur-effects.mdx')) ? 'blur-effects.mdx' : readdirSync(path.join(projectRoot, articles)).filter((name) => name.endsWith('.mdx')).sort()[0]!;

/** The original under a new name and title, its description kept; no path or alias of the original's. */
function copied(): { text: string; description: string } {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(projectRoot, articles, original), 'utf8')) ?? [];
  const { aliases: _aliases, path: _path, heading: _heading, card: _card, ...front } = parse(yaml) as Record<string, unknown>;
  return { text: `---\n${stringify({ ...front, title: 'A second look at the same effects' })}---\n${body}`, description: String(front.description) };
}

const slug = 'trimming-long-clips-on-a-phone';
let copy: string;
let build: CopyBuild;
let description: string;

before(() => {
  const made = copied();
  description = made.description;
  copy = copyOfProject({ [`${articles}/a-second-look.mdx`]: made.text });
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/author/new-article.ts', 'Trimming long clips on a phone', '--category', 'Tips'], { cwd: copy, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const file = path.join(copy, articles, `${slug}.mdx`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^draft: true\n/m, ''));
  // Built as the owner builds it, a moment after npm run new dated the article: at the clock's time, not the tests' fixed one, before which the article would be scheduled and left out.
  build = buildCopy(copy, { env: { SOURCE_DATE_EPOCH: String(Math.ceil(Date.now() / 1000) + 60) } });
}, { timeout: 300_000 });

after(() => rmSync(copy, { recursive: true, force: true }));

describe("an owner's copied description and npm run new's words, published", () => {
  it('stop a production build, which names both at once and builds nothing', () => {
    assert.notEqual(build.status, 0, 'the build succeeded');
    assert.ok(!existsSync(path.join(build.dir, 'index.html')), 'nothing was built');
  });

  it('name both files of the copied description, and the field', () => {
    const [first, second] = [`${articles}/a-second-look.mdx`, `${articles}/${original}`].sort();
    assert.ok(build.stderr.includes(`${first}, ${second}: 2 pages have the description "${description}"`), build.stderr);
  });

  it("name the file npm run new wrote and each of its placeholders: description, lead, the heading and the paragraph", () => {
    const placeholders = build.stderr.split('\n').filter((line) => line.includes(`${articles}/${slug}.mdx: `) && line.includes("npm run new's placeholder"));
    assert.deepEqual(
      placeholders.map((line) => /\.mdx: (description|lead|the heading|the paragraph) /.exec(line)?.[1]),
      ['description', 'lead', 'the heading', 'the paragraph'],
      build.stderr,
    );
  });
});
