/**
 * Where a build writes the new site, and how it replaces the old one, one build at a time.
 *
 * The new site goes into a scratch folder beside the output folder (.dist-next/ beside dist/)
 * and becomes the output folder only when every step succeeded, so dist/ is always one whole
 * build. The swap leaves the replaced site in the scratch folder: the next build writes into it
 * instead of creating thousands of folders and deleting the old ones, which is most of a large
 * build's time on a slow disk, and removes what it did not write. A file it holds already, as a
 * build before wrote it, is not written again: a record kept in the scratch folder (and removed
 * from it before it is swapped in) names what each build wrote under a tag of its content (a page's
 * hash, a card's name) with the size and time it was left with, which tell a file changed since
 * from one as written. The first build after a first build finds the scratch folder empty: it first
 * fills it with links to the output folder's files (hard links, made in a thread of their own), as
 * if a swap had left that build there. So a file of the scratch folder is always replaced, never
 * written over, which would change the output folder's too.
 *
 * Two builds sharing the scratch folder would leave a site that matches neither, so a build
 * holds a lock (.dist.lock, by proper-lockfile) from open to close, and a second build waits for
 * it, naming the process that holds it (.dist.lock.pid). The holder keeps the lock's time fresh; a
 * lock left unrefreshed for longer than `staleMs` was left by a killed build and is taken over.
 * So were folders named .dist-next-<pid>, the replaced site moved aside during a swap: the next
 * build puts one back as dist/ if the kill left none, and removes the rest.
 */
import { existsSync, statSync, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { lock } from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { entryPath } from './relative-path.ts';

export type FileContent = string | Uint8Array;

export interface WrittenFile {
  /** Path relative to the output folder, with forward slashes. */
  readonly file: string;
  readonly bytes: number;
}

export interface ScratchFolder {
  /** The folder the new site is written into; tools that write files themselves write here. */
  readonly dir: string;
  /** Writes a file once its text is ready (asked for only then), unless the folder holds it with this `tag` of its content; written() and commit() wait for it. */
  write(file: string, content: FileContent | Promise<FileContent> | (() => Promise<FileContent>), tag?: string): void;
  /** Copies a file in, unless the folder holds it with this `tag` of its content (a name made of its hash). */
  copy(file: string, from: string, tag: string): void;
  /** Marks work that writes into dir on its own (a bundler, a copy): close() waits for it even after a failure. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Every file write() was given, once all of them are on disk; rejects with the first failure. */
  written(): Promise<WrittenFile[]>;
  /** Removes what an earlier build left that is not in `files`, then makes dir the output folder. */
  commit(files: Iterable<string>): Promise<void>;
  /** Waits for every write and tracked work to settle, then lets the next build in. Call it always, after commit or a failure. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Told once per build waited for (by its process id, when it has written it); prints a line on stderr unless given. */
  readonly onWait?: (pid: number, lockFile: string) => void;
  /** How often a waiting build looks at the lock again. */
  readonly pollMs?: number;
}

/**
 * A lock not refreshed for this long was left by a killed build. The holder refreshes it every
 * half of it, from a timer: a build whose thread is busy for longer would lose it.
 */
const staleMs = 30_000;

const sayWaiting = (pid: number, lockFile: string) =>
  console.error(`Waiting for the build running as process ${pid} to finish (it holds ${lockFile}; if that process was killed, its lock is taken over ${staleMs / 1000} s after).`);

export async function openScratchFolder(outDir: string, { onWait = sayWaiting, pollMs = 200 }: OpenOptions = {}): Promise<ScratchFolder> {
  const [parent, name] = [path.dirname(outDir), path.basename(outDir)];
  const dir = path.resolve(parent, `.${name}-next`);
  const lockFile = path.join(parent, `.${name}.lock`);
  await mkdir(parent, { recursive: true });
  let lost: Error | undefined;
  const release = await acquireLock(outDir, lockFile, onWait, pollMs, (error) => (lost = error));
  const unlock = async () => {
    await rm(`${lockFile}.pid`, { force: true });
    // A lost lock is released already, or another build's now.
    if (!lost) await release();
  };
  const recordFile = path.join(dir, '.scratch-record.json');
  try {
    await recoverFromKilledBuild(outDir, dir);
    await mkdir(dir, { recursive: true });
  } catch (error) {
    await unlock();
    throw error;
  }

  // What each folder holds, by file: the tag of its content, its size and time as the build that wrote it left it.
  type Held = Record<string, readonly [string, number, number]>;
  const record = (await readFile(recordFile, 'utf8').then(JSON.parse, () => ({ out: {}, scratch: {} }))) as { out: Held; scratch: Held };
  const made: Held = {};
  const pending: Promise<unknown>[] = [];
  const writes: Promise<WrittenFile>[] = [];
  /** The file as `folder` holds it when `held` says it has `tag` and its size and time are as held; looked at synchronously, as a rebuild looks at thousands. */
  const heldAs = (folder: string, file: string, tag: string | undefined, held: Held) => {
    const entry = tag === undefined ? undefined : held[file];
    if (!entry || entry[0] !== tag) return undefined;
    const found = statSync(path.join(folder, file), { throwIfNoEntry: false });
    return found && found.size === entry[1] && found.mtimeMs === entry[2] ? found : undefined;
  };
  /**
   * Puts a file in place by `put`, unless the folder holds it with `tag` as it was left. A file is
   * only ever replaced here, never written over, as it may be one the output folder links too.
   */
  const place = (file: string, tag: string | undefined, put: (target: string) => Promise<unknown>) => {
    const target = path.join(dir, file);
    const held = () => heldAs(dir, file, tag, record.scratch);
    const writing = (filling ? filling.then(held) : Promise.resolve(held())).then(async (placed) => {
      if (!placed) {
        await mkdir(path.dirname(target), { recursive: true });
        await rm(target, { force: true });
        await put(target);
        placed = await stat(target);
      }
      if (tag !== undefined) made[file] = [tag, placed.size, placed.mtimeMs];
      return { file, bytes: placed.size };
    });
    writes.push(track(writing));
  };
  const track = <T>(work: Promise<T>): Promise<T> => {
    work.catch(() => undefined); // awaited by written(), commit() or close(); a failure must not go unhandled meanwhile
    pending.push(work);
    return work;
  };
  // Filled before anything is placed, so nothing placed is linked over; then the folder holds what the output folder does.
  let filling: Promise<void> | undefined =
    Object.keys(record.scratch).length === 0 && Object.keys(record.out).length > 0
      ? track(linkAll(outDir, dir, Object.keys(record.out))).then(() => {
          record.scratch = record.out;
          filling = undefined;
        })
      : undefined;
  // What an earlier build left, listed while this one writes: what this build does not write goes at commit.
  const leftovers = track((filling ?? Promise.resolve()).then(() => readdir(dir, { recursive: true, withFileTypes: true })));

  return {
    dir,
    write(file, content, tag) {
      if (content instanceof Promise) content.catch(() => undefined); // awaited when written; a failure must not go unhandled meanwhile
      place(file, tag, async (target) => writeFile(target, await (typeof content === 'function' ? content() : content)));
    },
    copy: (file, from, tag) => place(file, tag, (target) => copyFile(from, target)),
    track,
    written: () => Promise.all(writes),
    async commit(files) {
      await Promise.all(pending);
      if (lost) throw new Error(`The build lost its lock (${lockFile}): another build may have written ${dir}. ${lost.message}`);
      await removeAllBut(dir, await leftovers, new Set(files));
      await swap(dir, outDir);
      // The replaced site is the next build's scratch folder.
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(recordFile, JSON.stringify({ out: made, scratch: record.out }), { fsync: false });
    },
    async close() {
      await Promise.allSettled(pending);
      await unlock();
    },
  };
}

/**
 * Links each of `files` from one folder into another, making its folders, in a thread of its own:
 * made from the build's thread, 4,500 folders cost it a second, and made through Node's pool of
 * file threads they held up every file the build read meanwhile. A file not linked is written.
 */
const linkInWorker = `
const { workerData: { from, to, files } } = require('node:worker_threads');
const { linkSync, mkdirSync, rmSync } = require('node:fs');
const path = require('node:path');
const made = new Set();
for (const file of files) {
  const target = path.join(to, file);
  try {
    if (!made.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
    made.add(path.dirname(target));
    linkSync(path.join(from, file), target);
  } catch {
    try { rmSync(target, { force: true }); linkSync(path.join(from, file), target); } catch {}
  }
}`;

function linkAll(from: string, to: string, files: readonly string[]): Promise<void> {
  const worker = new Worker(linkInWorker, { eval: true, workerData: { from, to, files } });
  return new Promise((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
}

/**
 * Takes the lock with proper-lockfile, waiting while a running build holds it, and writes this
 * process's id beside it for the builds that wait. Resolves to its release. A lock that could not
 * be kept fresh is lost (onLost), and the build must not commit.
 */
async function acquireLock(outDir: string, lockFile: string, onWait: (pid: number, lockFile: string) => void, pollMs: number, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  let toldAbout: number | undefined;
  for (;;) {
    try {
      const release = await lock(outDir, { lockfilePath: lockFile, realpath: false, stale: staleMs, onCompromised: onLost });
      await writeFile(`${lockFile}.pid`, `${process.pid}\n`);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const holder = Number((await readFile(`${lockFile}.pid`, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== toldAbout) {
      onWait(holder, lockFile);
      toldAbout = holder;
    }
    await sleep(pollMs);
  }
}

/** With the lock held, a folder moved aside by a swap can only be a killed build's: it holds the site dist/ had. */
async function recoverFromKilledBuild(outDir: string, dir: string): Promise<void> {
  const [parent, prefix] = [path.dirname(outDir), `${path.basename(dir)}-`];
  const movedAside = (await readdir(parent)).filter((entry) => entry.startsWith(prefix) && /^\d+$/.test(entry.slice(prefix.length))).sort();
  for (const entry of movedAside) {
    const folder = path.join(parent, entry);
    if (!existsSync(outDir)) await rename(folder, outDir);
    else if (!existsSync(dir)) await rename(folder, dir);
    else await rm(folder, { recursive: true, force: true });
  }
}

/** The new site becomes outDir; the replaced one becomes the scratch folder of the next build. */
async function swap(dir: string, outDir: string): Promise<void> {
  const movedAside = `${dir}-${process.pid}`;
  const replaced = await rename(outDir, movedAside).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(dir, outDir);
  if (replaced) await rename(movedAside, dir);
}

/** Deletes what an earlier build left in dir that this one did not write. */
async function removeAllBut(dir: string, leftovers: readonly Dirent[], keep: ReadonlySet<string>): Promise<void> {
  const keptFolders = new Set([...keep].flatMap((file) => file.split('/').slice(0, -1).map((_, depth, parts) => parts.slice(0, depth + 1).join('/'))));
  const stale = leftovers.filter((entry) => !(entry.isDirectory() ? keptFolders : keep).has(entryPath(dir, entry)));
  // A stale folder holds no file of this build: it goes whole, and whatever was inside it with it.
  for (const entry of stale) await rm(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
}
