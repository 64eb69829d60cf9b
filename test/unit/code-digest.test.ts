/** The key of code: the files a module reaches and the versions of the packages they import, with everything those depend on. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { codeDigests, packageOf, packagesReached, type LockedPackages } from '../../tools/keys/code-digest.ts';

describe('packageOf', () => {
  const cases: [string, string | undefined][] = [
    ['react', 'react'],
    ['react-dom/server', 'react-dom'],
    ['@takumi-rs/core', '@takumi-rs/core'],
    ['@takumi-rs/helpers/jsx', '@takumi-rs/helpers'],
    ['node:fs', undefined],
    ['node:test', undefined],
    ['fs', undefined],
    ['fs/promises', undefined],
    ['worker_threads', undefined],
  ];
  for (const [specifier, name] of cases) it(`names ${JSON.stringify(specifier)} ${name ?? 'no package'}`, () => assert.equal(packageOf(specifier), name));
});

describe('packagesReached', () => {
  const lock: LockedPackages = {
    '': { dependencies: { app: '1' } },
    'node_modules/react': { version: '19.3.1' },
    'node_modules/react-dom': { version: '19.3.1', dependencies: { scheduler: '^0.28.0' }, peerDependencies: { react: '^19.3.1' } },
    'node_modules/scheduler': { version: '0.28.0' },
    'node_modules/sharp': { version: '0.35.5', dependencies: { semver: '^7' }, optionalDependencies: { '@img/sharp-linux-x64': '0.35.5', '@img/sharp-win32-x64': '0.35.5' } },
    'node_modules/@img/sharp-linux-x64': { version: '0.35.5' },
    'node_modules/semver': { version: '7.8.6' },
    'node_modules/lighthouse': { version: '12.8.2', dependencies: { semver: '^6', ws: '^7' } },
    'node_modules/lighthouse/node_modules/semver': { version: '6.3.1' },
    'node_modules/ws': { version: '7.5.10' },
    'node_modules/cycle-a': { version: '1.0.0', dependencies: { 'cycle-b': '1' } },
    'node_modules/cycle-b': { version: '1.0.0', dependencies: { 'cycle-a': '1' } },
    'node_modules/@takumi-rs/core': { version: '2.16.3', peerDependencies: { csstype: '*' } },
  };
  const cases: [string, string[], string[]][] = [
    ['takes nothing for no package', [], []],
    ['takes a package without dependencies alone', ['react'], ['react@19.3.1']],
    ['takes what a package depends on, its peers too', ['react-dom'], ['react-dom@19.3.1', 'react@19.3.1', 'scheduler@0.28.0']],
    ['takes the optional dependencies the lock file holds, and no other', ['sharp'], ['@img/sharp-linux-x64@0.35.5', 'semver@7.8.6', 'sharp@0.35.5']],
    ['takes the copy nested under a package before the one at the top', ['lighthouse'], ['lighthouse@12.8.2', 'semver@6.3.1', 'ws@7.5.10']],
    ['takes both copies when two packages reach two versions', ['lighthouse', 'sharp'], ['@img/sharp-linux-x64@0.35.5', 'lighthouse@12.8.2', 'semver@6.3.1', 'semver@7.8.6', 'sharp@0.35.5', 'ws@7.5.10']],
    ['takes each package of a circle once', ['cycle-a'], ['cycle-a@1.0.0', 'cycle-b@1.0.0']],
    ['skips a peer that is not installed', ['@takumi-rs/core'], ['@takumi-rs/core@2.16.3']],
    ['skips a package that is not installed', ['left-pad'], []],
    ['sorts, whatever the order asked in', ['scheduler', 'react'], ['react@19.3.1', 'scheduler@0.28.0']],
  ];
  for (const [name, names, reached] of cases) it(name, () => assert.deepEqual(packagesReached(lock, names), reached));
});

describe('codeDigests', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'code-digest-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const lockWith = (versions: Record<string, string>) =>
    write('package-lock.json', JSON.stringify({ lockfileVersion: 3, packages: Object.fromEntries(Object.entries(versions).map(([name, version]) => [`node_modules/${name}`, { version }])) }));
  // Two entries sharing a file; each imports a package of its own, the cards' through a dynamic import, and Node's modules.
  write('shared.ts', "import { readFileSync } from 'node:fs';\nexport const shared = () => readFileSync;\n");
  write('cards.ts', "import { shared } from './shared.ts';\nexport const draw = async () => [shared, await import('@takumi-rs/core')];\n");
  write('pictures.ts', "import { shared } from './shared.ts';\nimport sharp from 'sharp';\nexport const encode = () => [shared, sharp];\n");
  const entries = ['cards.ts', 'pictures.ts'];
  const versions = { '@takumi-rs/core': '2.16.3', sharp: '0.35.5', lighthouse: '12.8.2' };
  const keys = async () => Object.fromEntries(await codeDigests(root, entries));

  it('keys each entry by the packages its own files import, not the whole lock file', async () => {
    lockWith(versions);
    const before = await keys();
    lockWith({ ...versions, lighthouse: '12.9.0' });
    assert.deepEqual(await keys(), before, 'a package no entry imports');
    lockWith({ ...versions, sharp: '0.36.0' });
    const sharp = await keys();
    assert.equal(sharp['cards.ts'], before['cards.ts'], 'the entry that does not import sharp');
    assert.notEqual(sharp['pictures.ts'], before['pictures.ts'], 'the entry that imports sharp');
    lockWith({ ...versions, '@takumi-rs/core': '2.17.0' });
    const takumi = await keys();
    assert.notEqual(takumi['cards.ts'], before['cards.ts'], 'the entry that imports takumi, by a dynamic import');
    assert.equal(takumi['pictures.ts'], before['pictures.ts'], 'the entry that does not import takumi');
  });

  it("keys each entry by its files' bytes as before", async () => {
    lockWith(versions);
    const before = await keys();
    write('shared.ts', "import { readFileSync } from 'node:fs';\nexport const shared = () => readFileSync(0);\n");
    const after = await keys();
    assert.notEqual(after['cards.ts'], before['cards.ts']);
    assert.notEqual(after['pictures.ts'], before['pictures.ts']);
  });

  it("keys a copy without a lock file by package.json's ranges", async () => {
    rmSync(path.join(root, 'package-lock.json'));
    write('package.json', JSON.stringify({ devDependencies: { sharp: '0.35.5', '@takumi-rs/core': '2.16.3' } }));
    const before = await keys();
    write('package.json', JSON.stringify({ devDependencies: { sharp: '0.36.0', '@takumi-rs/core': '2.16.3' } }));
    const after = await keys();
    assert.equal(after['cards.ts'], before['cards.ts']);
    assert.notEqual(after['pictures.ts'], before['pictures.ts']);
  });
});
