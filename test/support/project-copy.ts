/**
 * A copy of the project in a folder of the test's, its node_modules linked: a site owner's
 * checkout that a test may change (add an article, edit one) without touching the real one.
 */
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './server.ts';

/** Copies the project; `files` are written into the copy, by path relative to it. */
export function copyOfProject(files: Readonly<Record<string, string>> = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'owner-'));
  for (const entry of ['src', 'tools', 'styles', 'public', 'package.json', 'tsconfig.json']) cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(copy, file), text);
  return copy;
}
