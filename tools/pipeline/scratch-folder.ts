/**
 * Where a build writes the new site, and how it replaces the old one, one build at a time.
 *
 * The new site goes into a scratch folder beside the output folder (.dist-next/ beside dist/)
 * and becomes the output folder only when every step succeeded, so dist/ is always one whole
 * build. The swap leaves the replaced site in the scratch folder: the next build writes over it
 * instead of creating thousands of folders and deleting the old ones, which is most of a large
 * build's time on a slow disk, and removes what it did not write.
 *
 * Two builds sharing the scratch folder would leave a site that matches neither, so a build
 * holds a lock file (.dist.lock, holding its process id) from open to close, and a second build
 * waits for it. A lock whose process no longer runs was left by a killed build; so were folders
 * named .dist-next-<pid>, the replaced site moved aside during a swap: the next build puts one
 * back as dist/ if the kill left none, and removes the rest.
 */
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { relativePath } from './relative-path.ts';

export type FileContent = string | Uint8Array;

export interface WrittenFile {
  /** Path relative to the output folder, with forward slashes. */
  readonly file: string;
  readonly bytes: number;
}

export interface ScratchFolder {
  /** The folder the new site is written into; tools that write files themselves write here. */
  readonly dir: string;
  /** Writes a file once its text is ready; written() and commit() wait for it. */
  write(file: string, content: FileContent | Promise<FileContent>): void;
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
  /** Told once per build waited for; prints a line on stderr unless given. */
  readonly onWait?: (pid: number, lockFile: string) => void;
  /** How often a waiting build looks at the lock again. */
  readonly pollMs?: number;
}

const sayWaiting = (pid: number, lockFile: string) =>
  console.error(`Waiting for the build running as process ${pid} to finish (it holds ${lockFile}).`);

export async function openScratchFolder(outDir: string, { onWait = sayWaiting, pollMs = 200 }: OpenOptions = {}): Promise<ScratchFolder> {
  const [parent, name] = [path.dirname(outDir), path.basename(outDir)];
  const dir = path.join(parent, `.${name}-next`);
  const lockFile = path.join(parent, `.${name}.lock`);
  await mkdir(parent, { recursive: true });
  await acquireLock(lockFile, onWait, pollMs);
  try {
    await recoverFromKilledBuild(outDir, dir);
    await mkdir(dir, { recursive: true });
  } catch (error) {
    await rm(lockFile, { force: true });
    throw error;
  }

  const pending: Promise<unknown>[] = [];
  const writes: Promise<WrittenFile>[] = [];
  const track = <T>(work: Promise<T>): Promise<T> => {
    work.catch(() => undefined); // awaited by written(), commit() or close(); a failure must not go unhandled meanwhile
    pending.push(work);
    return work;
  };
  // What an earlier build left, listed while this one writes: what this build does not write goes at commit.
  const leftovers = track(readdir(dir, { recursive: true, withFileTypes: true }));

  return {
    dir,
    write(file, pendingContent) {
      const writing = (async () => {
        const [content] = await Promise.all([pendingContent, mkdir(path.dirname(path.join(dir, file)), { recursive: true })]);
        await writeFile(path.join(dir, file), content);
        return { file, bytes: Buffer.byteLength(content) };
      })();
      writes.push(track(writing));
    },
    track,
    written: () => Promise.all(writes),
    async commit(files) {
      await Promise.all(pending);
      await removeAllBut(dir, await leftovers, new Set(files));
      await swap(dir, outDir);
    },
    async close() {
      await Promise.allSettled(pending);
      await rm(lockFile, { force: true });
    },
  };
}

/** Creates the lock file with this process's id, waiting while a running build holds it. */
async function acquireLock(lockFile: string, onWait: (pid: number, lockFile: string) => void, pollMs: number): Promise<void> {
  let toldAbout: number | undefined;
  for (;;) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await lockHolder(lockFile);
    if (holder === 'released') continue;
    if (holder === 'stale') {
      await rm(lockFile, { force: true });
      continue;
    }
    if (typeof holder === 'number' && holder !== toldAbout) {
      onWait(holder, lockFile);
      toldAbout = holder;
    }
    await sleep(pollMs);
  }
}

/** An empty lock file younger than this is being written by a build that just created it. */
const lockWriteGraceMs = 5000;

async function lockHolder(lockFile: string): Promise<number | 'starting' | 'stale' | 'released'> {
  try {
    const [text, { mtimeMs }] = await Promise.all([readFile(lockFile, 'utf8'), stat(lockFile)]);
    const pid = Number(text.trim());
    if (Number.isInteger(pid) && pid > 0) return isRunning(pid) ? pid : 'stale';
    return Date.now() - mtimeMs < lockWriteGraceMs ? 'starting' : 'stale';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'released';
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** With the lock held, a folder moved aside by a swap can only be a killed build's: it holds the site dist/ had. */
async function recoverFromKilledBuild(outDir: string, dir: string): Promise<void> {
  const [parent, prefix] = [path.dirname(outDir), `${path.basename(dir)}-`];
  const movedAside = (await readdir(parent)).filter((entry) => entry.startsWith(prefix) && /^\d+$/.test(entry.slice(prefix.length))).sort();
  for (const entry of movedAside) {
    const folder = path.join(parent, entry);
    if (!(await exists(outDir))) await rename(folder, outDir);
    else if (!(await exists(dir))) await rename(folder, dir);
    else await rm(folder, { recursive: true, force: true });
  }
}

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

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
  const stale = leftovers.filter((entry) => !(entry.isDirectory() ? keptFolders : keep).has(relativePath(dir, path.join(entry.parentPath, entry.name))));
  // A stale folder holds no file of this build: it goes whole, and whatever was inside it with it.
  for (const entry of stale) await rm(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
}
