/** The scratch folder: written apart, swapped in at commit, stale files removed, one build at a time, and what a killed build left. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { openScratchFolder } from '../../tools/output/scratch-folder.ts';
import { filesUnder } from '../../tools/output/relative-path.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-scratch-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let cases = 0;
/** A fresh folder holding an output folder named "site" (not created). */
const place = () => {
  const parent = path.join(scratch, String(++cases));
  mkdirSync(parent);
  return { parent, outDir: path.join(parent, 'site'), lockFile: path.join(parent, '.site.lock'), next: path.join(parent, '.site-next') };
};

/** A process id that ran and no longer runs. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

/** The lock a build killed a minute ago left: its folder, no longer refreshed, and its process id beside it. */
const killedBuildLock = (lockFile: string, pid = deadPid()) => {
  mkdirSync(lockFile);
  const aMinuteAgo = new Date(Date.now() - 60_000);
  utimesSync(lockFile, aMinuteAgo, aMinuteAgo);
  writeFileSync(`${lockFile}.pid`, `${pid}\n`);
};

/** Opens, writes `files` (name to text), commits them and closes: one whole build. */
async function build(outDir: string, files: Record<string, string>): Promise<void> {
  const folder = await openScratchFolder(outDir);
  try {
    for (const [file, text] of Object.entries(files)) folder.write(file, text);
    await folder.written();
    await folder.commit(Object.keys(files));
  } finally {
    await folder.close();
  }
}

const put = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

describe('the scratch folder', { timeout: 30_000 }, () => {
  it('writes beside the output folder and swaps in only at commit', async () => {
    const { outDir, lockFile, next } = place();
    const folder = await openScratchFolder(outDir);
    folder.write('index.html', 'home');
    folder.write('guide/index.html', Promise.resolve('guide'));
    assert.deepEqual((await folder.written()).sort((a, b) => a.file.localeCompare(b.file)), [
      { file: 'guide/index.html', bytes: 5 },
      { file: 'index.html', bytes: 4 },
    ]);
    assert.equal(folder.dir, next);
    assert.equal(existsSync(outDir), false, 'nothing is in the output folder before commit');
    await folder.commit(['index.html', 'guide/index.html']);
    await folder.close();
    assert.deepEqual(await filesUnder(outDir), ['guide/index.html', 'index.html']);
    assert.equal(existsSync(lockFile), false, 'close releases the lock');
    assert.equal(existsSync(`${lockFile}.pid`), false);
  });

  it('removes what the site before the last held that this build did not write, keeping files written by other tools', async () => {
    const { outDir, next } = place();
    await build(outDir, { 'index.html': 'first', 'old/index.html': 'first' });
    await build(outDir, { 'index.html': 'second', 'old/index.html': 'second' });
    assert.deepEqual(await filesUnder(next), ['.scratch-record.json', 'index.html', 'old/index.html'], 'the scratch folder holds the first site, and its record');
    const folder = await openScratchFolder(outDir);
    folder.write('index.html', 'third');
    put(path.join(folder.dir, 'assets/core.js'), 'written by a bundler');
    await folder.commit(['index.html', 'assets/core.js']);
    await folder.close();
    assert.deepEqual(await filesUnder(outDir), ['assets/core.js', 'index.html']);
    assert.equal(existsSync(path.join(outDir, 'old')), false, 'the folder of the dropped page is gone');
    assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'third');
  });

  /** A build into `outDir` writing each file with its text as its tag: the files whose text it asked for. */
  const tagged = async (outDir: string, files: Record<string, string>) => {
    const folder = await openScratchFolder(outDir);
    const asked: string[] = [];
    for (const [file, text] of Object.entries(files)) folder.write(file, async () => (asked.push(file), text), text);
    await folder.commit(Object.keys(files));
    await folder.close();
    return asked.sort();
  };

  it('does not write again a file it holds as a build before wrote it, but one changed since', async () => {
    const { outDir, next } = place();
    const rebuild = (files: Record<string, string>) => tagged(outDir, files);
    const site = { 'a.html': 'A', 'b.html': 'B', 'c.html': 'C' };
    await rebuild(site);
    await rebuild(site);
    writeFileSync(path.join(next, 'b.html'), 'edited by hand');
    assert.deepEqual(await rebuild({ ...site, 'c.html': 'C, changed' }), ['b.html', 'c.html'], 'only the file changed since and the file whose tag changed are written');
    assert.deepEqual(Object.fromEntries(await Promise.all(Object.keys(site).map(async (file) => [file, readFileSync(path.join(outDir, file), 'utf8')]))), { ...site, 'c.html': 'C, changed' });
  });

  it('links from the output folder a file it holds as written, and replaces a linked file without changing the output folder', async () => {
    const { outDir, next } = place();
    await tagged(outDir, { 'a.html': 'A', 'b.html': 'B', 'gone/index.html': 'G' });
    assert.deepEqual(await tagged(outDir, { 'a.html': 'A', 'b.html': 'B, changed' }), ['b.html'], 'the build after a first build writes only what changed');
    assert.equal(statSync(path.join(outDir, 'a.html')).ino, statSync(path.join(next, 'a.html')).ino, 'the unchanged file is linked from the site before');
    assert.deepEqual(await filesUnder(outDir), ['a.html', 'b.html'], 'a file linked from the site before that this build did not write is not in the new site');
    await tagged(outDir, { 'a.html': 'A, changed', 'b.html': 'B, changed' });
    assert.equal(readFileSync(path.join(outDir, 'a.html'), 'utf8'), 'A, changed');
    assert.equal(readFileSync(path.join(next, 'a.html'), 'utf8'), 'A', 'the linked file was replaced, not written over: the site before keeps its text');
  });

  it('leaves the output folder as it was when closed without commit, even while a write fails', async () => {
    const { outDir, lockFile } = place();
    await build(outDir, { 'index.html': 'good' });
    const folder = await openScratchFolder(outDir);
    folder.write('index.html', 'half');
    folder.write('broken.html', Promise.reject(new Error('render failed')));
    await assert.rejects(folder.written(), /render failed/);
    await folder.close();
    assert.deepEqual(await filesUnder(outDir), ['index.html']);
    assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'good');
    assert.equal(existsSync(lockFile), false);
  });

  it('makes a second build wait until the first closes, naming the first one\'s process id', async () => {
    const { outDir } = place();
    const first = await openScratchFolder(outDir);
    const toldAbout: number[] = [];
    let secondOpen = false;
    const second = openScratchFolder(outDir, { onWait: (pid) => toldAbout.push(pid), pollMs: 10 }).then((folder) => {
      secondOpen = true;
      return folder;
    });
    await sleep(200);
    assert.equal(secondOpen, false, 'the second build is still waiting');
    assert.deepEqual(toldAbout, [process.pid]);
    await first.close();
    await (await second).close();
    assert.equal(secondOpen, true);
  });

  it('takes over a lock a killed build left, without waiting', async () => {
    const { outDir, lockFile } = place();
    killedBuildLock(lockFile);
    const toldAbout: number[] = [];
    const folder = await openScratchFolder(outDir, { onWait: (pid) => toldAbout.push(pid) });
    assert.equal(readFileSync(`${lockFile}.pid`, 'utf8').trim(), String(process.pid));
    await folder.close();
    assert.deepEqual(toldAbout, []);
  });

  it('waits for a fresh lock, naming no process before its id is written', async () => {
    const { outDir, lockFile } = place();
    mkdirSync(lockFile);
    let open = false;
    const folder = openScratchFolder(outDir, { onWait: () => assert.fail('no process to name'), pollMs: 10 }).then((opened) => {
      open = true;
      return opened;
    });
    await sleep(200);
    assert.equal(open, false);
    rmSync(lockFile, { recursive: true });
    await (await folder).close();
  });

  it('puts back the site a killed swap moved aside when the output folder is missing', async () => {
    const { parent, outDir, lockFile, next } = place();
    const killed = deadPid();
    put(path.join(parent, `.site-next-${killed}`, 'index.html'), 'the last whole site');
    put(path.join(next, 'index.html'), 'the new site');
    killedBuildLock(lockFile, killed);
    const folder = await openScratchFolder(outDir);
    await folder.close();
    assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'the last whole site');
    assert.deepEqual((await readdir(parent)).sort(), ['.site-next', 'site']);
  });

  it('removes a folder a killed build moved aside when the output folder exists, and leaves other folders alone', async () => {
    const { parent, outDir, next } = place();
    put(path.join(outDir, 'index.html'), 'current');
    put(path.join(next, 'index.html'), 'scratch');
    put(path.join(parent, '.site-next-12345', 'index.html'), 'moved aside');
    put(path.join(parent, '.site-next-other', 'keep.txt'), 'not the build\'s');
    const folder = await openScratchFolder(outDir);
    await folder.close();
    assert.deepEqual((await readdir(parent)).sort(), ['.site-next', '.site-next-other', 'site']);
    assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'current');
  });
});
