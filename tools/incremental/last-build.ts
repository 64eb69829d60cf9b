/**
 * Whether the output folder already holds the build `npm run build` would make: the last build
 * recorded every input it was made from (the content of every file of src/, styles/, public/ and
 * tools/ with the package files, the settings from the environment, the git commit its dates came
 * from, Node's version) and every file it wrote, with its size and time. When all of them are as
 * recorded and no scheduled post has come due since, building again would write the same bytes,
 * so the command says so and stops before it loads the pipeline. Inputs are compared by content (a
 * file saved unchanged is unchanged), each file read again only when its size or time differs from
 * the record's, as git's index does; the output by each file's size and time (a file of dist/
 * touched or edited by hand, or a build in between, takes the full incremental path).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { filesUnderSync } from '../output/relative-path.ts';

/** What the last build left: its inputs' digest, its output folder's files, and when its schedule next changes. */
export interface LastBuild {
  readonly inputs: string;
  /** Each input file as the build saw it, so the next check reads only the files that changed. */
  readonly inputFiles: readonly InputFile[];
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

/** Every file under a folder of the root, relative to the root. Read synchronously: Node's asynchronous recursive readdir takes about three times as long over a built site's thousands of folders. */
const filesIn = (root: string, folder: string): string[] => (existsSync(path.join(root, folder)) ? filesUnderSync(path.join(root, folder)).map((file) => `${folder}/${file}`) : []);

/** The commit the articles' dates come from, and whether the history is whole. */
function gitState(root: string): string {
  const run = spawnSync('git', ['rev-parse', 'HEAD', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : 'no history';
}

/** An input file as last seen: path, size, time of change and the hash of its content. */
export type InputFile = readonly [string, number, number, string];

/** What a build is made from: the digest of it all, and each input file as seen. */
export interface Inputs {
  readonly digest: string;
  readonly files: readonly InputFile[];
}

/**
 * A digest of everything a build is made from; `settings` is the build's configuration as text. A
 * file whose size and time are as `known` (the last build's record) is not read again: its hash is.
 */
export async function inputsOf(root: string, settings: string, known: readonly InputFile[] = []): Promise<Inputs> {
  const names = [...inputFolders.flatMap((folder) => filesIn(root, folder)), ...inputFiles];
  const seen = new Map(known.map((file) => [file[0], file]));
  // Stats one after another: thousands of promises of a stat each cost more than the stats.
  const files = await Promise.all(
    names.map((name) => [name, statSync(path.join(root, name), { throwIfNoEntry: false })] as const).map(async ([name, stats]): Promise<InputFile> => {
      if (!stats) return [name, -1, 0, 'missing'];
      const last = seen.get(name);
      if (last && last[1] === stats.size && last[2] === stats.mtimeMs) return last;
      return [name, stats.size, stats.mtimeMs, createHash('sha256').update(await readFile(path.join(root, name))).digest('base64')];
    }),
  );
  const hash = createHash('sha256').update(JSON.stringify([settings, process.version, gitState(root)]));
  for (const [name, , , content] of files) hash.update(name).update('\0').update(content).update('\0');
  return { digest: hash.digest('base64url'), files };
}

/** Whether the input files are as they were seen: none changed while the build read them. */
export async function unchanged(root: string, inputs: Inputs): Promise<boolean> {
  const now = await inputsOf(root, '', inputs.files);
  return JSON.stringify(now.files) === JSON.stringify(inputs.files);
}

/** Each file of a folder with its size and time of change. */
async function filesOf(outDir: string): Promise<[string, number, number][]> {
  return filesUnderSync(outDir).map((file) => {
    const { size, mtimeMs } = statSync(path.join(outDir, file));
    return [file, size, mtimeMs];
  });
}

const recordFile = (cacheDir: string) => path.join(cacheDir, 'last-build.json');

/** The record of the last build, if there is a readable one. */
export async function lastBuild(cacheDir: string): Promise<LastBuild | undefined> {
  try {
    return JSON.parse(await readFile(recordFile(cacheDir), 'utf8')) as LastBuild;
  } catch {
    return undefined;
  }
}

/** Whether `outDir` still holds exactly what the last build wrote from these inputs, at a time it stands for. */
export async function stands(last: LastBuild | undefined, outDir: string, inputs: Inputs, buildTime: number): Promise<boolean> {
  if (!last || last.inputs !== inputs.digest || last.outDir !== outDir) return false;
  // Another time publishes other posts: one come due since, or, back in time, one not yet due.
  if (buildTime < last.builtAt || (last.nextDue !== undefined && buildTime >= last.nextDue)) return false;
  const now = await filesOf(outDir).catch(() => undefined);
  return now !== undefined && JSON.stringify(now) === JSON.stringify(last.files);
}

/** Records a build that finished, once its output folder is in place. */
export async function recordBuild(cacheDir: string, build: Omit<LastBuild, 'files'>): Promise<void> {
  const record: LastBuild = { ...build, files: await filesOf(build.outDir) };
  await writeFileAtomic(recordFile(cacheDir), JSON.stringify(record), { fsync: false });
}
