/**
 * A copy of the project in a folder of the test's, its node_modules linked: a site owner's
 * checkout that a test may change (add an article, edit one) without touching the real one.
 */
import { testBuildEpoch } from './build-time.ts';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { projectRoot } from './server.ts';

/**
 * Copies the project; `files` are written into the copy, by path relative to it (their folders
 * made as needed), and the files `without` names are left out. With `fixtures`, the copy has the
 * tests' fixtures and support too, so buildCopy can run the fixture build there; with `tests`,
 * every test file as well (not the hosts' tests and their packages), to run them on the copy.
 */
export function copyOfProject(files: Readonly<Record<string, string>> = {}, { fixtures = false, tests = false, without = [] }: { fixtures?: boolean; tests?: boolean; without?: readonly string[] } = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'owner-'));
  const entries = ['src', 'tools', 'styles', 'public', 'package.json', 'package-lock.json', 'tsconfig.json', ...(tests ? ['test'] : fixtures ? ['test/fixtures', 'test/support'] : [])];
  const hostTests = path.join(projectRoot, 'test/hosts');
  for (const entry of entries) cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true, filter: (source) => source !== hostTests });
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

/**
 * The parts of the project's build cache whose every entry is named by what made it (the source's
 * bytes and the digest of the code): encoded pictures, cards, compiled bodies, the stylesheet and
 * island bundles. A copy's build may start from them, as a CI runner that keeps its cache does: an
 * entry the copy's content or code no longer names is never read, and the copy is spared encoding
 * the site's pictures again (most of a first build). The record of the last build and the page
 * store are left out: a copy's first build renders every page.
 */
const contentNamedCaches = ['images', 'cards', 'articles', 'assets'];
const projectCache = path.resolve(projectRoot, process.env.BUILD_CACHE ?? 'node_modules/.cache/capcut-guide');

/** Links (or, across file systems, copies) every file under `from` into `to`: a build writes a cache entry only where it finds none it can read, so no build changes the project's entries through a link. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** A new build cache at `cache` that holds the project's content-named cache entries (of the `parts` named). */
export function seededCache(cache: string, parts: readonly string[] = contentNamedCaches): string {
  for (const part of parts) if (existsSync(path.join(projectCache, part))) linkTree(path.join(projectCache, part), path.join(cache, part));
  return cache;
}

/** Where buildCopy writes the copy's site. */
export const copyDist = (copy: string): string => path.join(copy, 'dist');

/**
 * `npm run build` in a copy, into its dist/ (or `dist`), with the test date; the copy's build cache
 * is a folder of its own (or `cache`), not the project's, which its first build seeds with the
 * project's content-named entries (seededCache). With
 * `fixtures`, the build adds that fixture set (test/support/fixture-build.ts; the copy is made with
 * copyOfProject's `fixtures`).
 */
export function buildCopy(
  copy: string,
  { dist = copyDist(copy), cache, env = {}, fixtures, args = [] }: { dist?: string; cache?: string; env?: Record<string, string>; fixtures?: string; args?: readonly string[] } = {},
): CopyBuild {
  if (cache === undefined) {
    cache = path.join(copy, 'build-cache');
    if (!existsSync(cache)) seededCache(cache);
  }
  const command = fixtures === undefined ? ['tools/pipeline/build.ts'] : ['test/support/fixture-build.ts', fixtures];
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...command, '--local', ...args], {
    cwd: copy,
    env: { ...process.env, SITE_URL: '', SOURCE_DATE_EPOCH: testBuildEpoch, DIST_DIR: dist, BUILD_CACHE: cache, ...env },
    encoding: 'utf8',
  });
  return { dir: dist, status: run.status, stdout: run.stdout, stderr: run.stderr };
}
