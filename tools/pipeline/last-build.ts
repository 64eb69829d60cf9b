/**
 * Whether the output folder already holds the build `npm run build` would make: the last build
 * recorded every input it was made from (the content of every file of src/, styles/, public/ and
 * tools/ with the package files, the settings from the environment, the git commit its dates came
 * from, Node's version) and every file it wrote, with its size and time. When all of them are as
 * recorded and no scheduled post has come due since, building again would write the same bytes,
 * so the command says so and stops before it loads the pipeline. Inputs are compared by content (a
 * file saved unchanged is unchanged); the output by each file's size and time (a file of dist/
 * touched or edited by hand, or a build in between, takes the full incremental path).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the last build left: its inputs' digest, its output folder's files, and when its schedule next changes. */
export interface LastBuild {
  readonly inputs: string;
  readonly outDir: string;
  /** Each file of the output folder: path, size and time of change. */
  readonly files: readonly (readonly [string, number, number])[];
  /** The build's time (ms), and the time the next scheduled post comes due, if one is waiting. */
  readonly builtAt: number;
  readonly nextDue?: number;
  /** What its summary said: pages and files. */
  readonly pages: number;
}

/** The folders and files whose content makes the site. */
const inputFolders = ['src', 'styles', 'public', 'tools'];
const inputFiles = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** Every file under a folder, relative to the root, sorted. */
async function filesIn(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

/** The commit the articles' dates come from, and whether the history is whole. */
function gitState(root: string): string {
  const run = spawnSync('git', ['rev-parse', 'HEAD', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : 'no history';
}

/** A digest of everything a build is made from; `settings` is the build's configuration as text. */
export async function inputsDigest(root: string, settings: string): Promise<string> {
  const files = [...(await Promise.all(inputFolders.map((folder) => filesIn(root, folder)))).flat(), ...inputFiles];
  const hash = createHash('sha256').update(JSON.stringify([settings, process.version, gitState(root)]));
  for (const file of files) {
    const content = await readFile(path.join(root, file)).catch(() => undefined);
    hash.update(file).update('\0').update(content === undefined ? 'missing' : createHash('sha256').update(content).digest('base64')).update('\0');
  }
  return hash.digest('base64url');
}

/** Each file of a folder with its size and time of change. */
async function filesOf(outDir: string): Promise<[string, number, number][]> {
  const files = await filesIn(outDir, '.');
  return Promise.all(
    files.map(async (file) => {
      const { size, mtimeMs } = await stat(path.join(outDir, file));
      return [file, size, mtimeMs] as [string, number, number];
    }),
  );
}

const recordFile = (cacheDir: string) => path.join(cacheDir, 'last-build.json');

/** The last build's record when `outDir` still holds exactly what it wrote from these inputs, at a time it stands for; otherwise undefined. */
export async function standingBuild(cacheDir: string, outDir: string, inputs: string, buildTime: number): Promise<LastBuild | undefined> {
  let last: LastBuild;
  try {
    last = JSON.parse(await readFile(recordFile(cacheDir), 'utf8')) as LastBuild;
  } catch {
    return undefined;
  }
  if (last.inputs !== inputs || last.outDir !== outDir) return undefined;
  // Another time publishes other posts: one come due since, or, back in time, one not yet due.
  if (buildTime < last.builtAt || (last.nextDue !== undefined && buildTime >= last.nextDue)) return undefined;
  const now = await filesOf(outDir).catch(() => undefined);
  return now && JSON.stringify(now) === JSON.stringify(last.files) ? last : undefined;
}

/** Records a build that finished, once its output folder is in place. */
export async function recordBuild(cacheDir: string, build: Omit<LastBuild, 'files'>): Promise<void> {
  const record: LastBuild = { ...build, files: await filesOf(build.outDir) };
  const temporary = `${recordFile(cacheDir)}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, recordFile(cacheDir));
}
