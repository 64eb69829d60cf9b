/**
 * A copy of the project in a folder of the test's, its node_modules linked: a site owner's
 * checkout that a test may change (add an article, edit one) without touching the real one.
 */
import { testBuildEpoch } from './build-time.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { projectRoot } from './server.ts';

/**
 * Copies the project; `files` are written into the copy, by path relative to it (their folders
 * made as needed), and the files `without` names are left out. With `fixtures`, the copy has the
 * tests' fixtures and support too, so buildCopy can run the fixture build there.
 */
export function copyOfProject(files: Readonly<Record<string, string>> = {}, { fixtures = false, without = [] }: { fixtures?: boolean; without?: readonly string[] } = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'owner-'));
  const entries = ['src', 'tools', 'styles', 'public', 'package.json', 'package-lock.json', 'tsconfig.json', ...(fixtures ? ['test/fixtures', 'test/support'] : [])];
  for (const entry of entries) cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const file of without) rmSync(path.join(copy, file));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
  }
  return copy;
}

/**
 * A copy of the project with `count` more articles, each a copy of one of the site's article files
 * with a title, description and path of its own (/blog/editing-notes-<n>/), listed on /blog/ and in the feed;
 * `files` are written into the copy too, as copyOfProject writes them.
 */
export function projectWithMoreArticles(count: number, source = 'color-grading', files: Readonly<Record<string, string>> = {}): string {
  const text = readFileSync(path.join(projectRoot, 'src/content/articles', `${source}.mdx`), 'utf8');
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const { aliases: _aliases, path: _path, heading: _heading, ...front } = parse(yaml) as Record<string, unknown>;
  const copies: Record<string, string> = {};
  for (let n = 1; n <= count; n++) {
    const fields = { ...front, title: `CapCut editing notes, part ${n}`, description: `Part ${n} of a long series of CapCut editing notes: clips, speed, text, audio and export, one step at a time.`, blog: 'listed' };
    copies[`src/content/articles/editing-notes-${n}.mdx`] = `---\n${stringify(fields)}---\n${body}`;
  }
  return copyOfProject({ ...copies, ...files });
}

export interface CopyBuild {
  /** The built site: the copy's dist/. */
  readonly dir: string;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Where buildCopy writes the copy's site. */
export const copyDist = (copy: string): string => path.join(copy, 'dist');

/**
 * `npm run build` in a copy, into its dist/ (or `dist`), with the test date; the copy's build cache
 * (compiled bodies, cards, pages) is a folder of its own (or `cache`), not the project's. With
 * `fixtures`, the build adds that fixture set (test/support/fixture-build.ts; the copy is made with
 * copyOfProject's `fixtures`).
 */
export function buildCopy(
  copy: string,
  { dist = copyDist(copy), cache = path.join(copy, 'build-cache'), env = {}, fixtures }: { dist?: string; cache?: string; env?: Record<string, string>; fixtures?: string } = {},
): CopyBuild {
  const command = fixtures === undefined ? ['tools/pipeline/build.ts'] : ['test/support/fixture-build.ts', fixtures];
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...command, '--local'], {
    cwd: copy,
    env: { ...process.env, SITE_URL: '', SOURCE_DATE_EPOCH: testBuildEpoch, DIST_DIR: dist, BUILD_CACHE: cache, ...env },
    encoding: 'utf8',
  });
  return { dir: dist, status: run.status, stdout: run.stdout, stderr: run.stderr };
}
