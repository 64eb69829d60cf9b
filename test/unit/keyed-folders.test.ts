import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { keepOnly } from '../../tools/keys/keyed-folders.ts';

const root = mkdtempSync(path.join(tmpdir(), 'keyed-folders-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('keepOnly leaves each kept folder alone in its parent, with all it holds', async () => {
  for (const folder of ['cards/old/a.png', 'cards/new/b.png', 'cards/c.png', 'articles/new/checked/old/x.json', 'articles/new/checked/new/y.json', 'articles/old/files/z.json', 'pages/index.json']) {
    mkdirSync(path.dirname(path.join(root, folder)), { recursive: true });
    writeFileSync(path.join(root, folder), '');
  }
  const kept = ['cards/new', 'articles/new', 'articles/new/checked/new', 'images/none-yet'].map((folder) => path.join(root, folder));
  await keepOnly(kept);
  assert.deepEqual(readdirSync(path.join(root, 'cards')), ['new']);
  assert.deepEqual(readdirSync(path.join(root, 'cards/new')), ['b.png']);
  assert.deepEqual(readdirSync(path.join(root, 'articles')), ['new']);
  assert.deepEqual(readdirSync(path.join(root, 'articles/new/checked')), ['new']);
  assert.deepEqual(readdirSync(path.join(root, 'articles/new/checked/new')), ['y.json']);
  assert.deepEqual(readdirSync(root).sort(), ['articles', 'cards', 'pages'], 'a folder not named is not touched, and none is made');
});

test('keepOnly keeps every kept folder of one parent', async () => {
  for (const folder of ['shared/one', 'shared/two', 'shared/three']) mkdirSync(path.join(root, folder), { recursive: true });
  await keepOnly([path.join(root, 'shared/one'), path.join(root, 'shared/two')]);
  assert.deepEqual(readdirSync(path.join(root, 'shared')).sort(), ['one', 'two']);
});
