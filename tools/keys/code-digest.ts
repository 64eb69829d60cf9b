/**
 * A digest of the code that renders each page: the page module and every file of the project it
 * imports, found by esbuild's dependency graph (its metafile, without writing a bundle), with the
 * versions of the packages (package-lock.json) and of Node. A page whose code changed is rendered
 * again; an edit to a component re-renders only the pages that import it, and an edit to the shell
 * or the head (imported by the renderer) re-renders every page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const hash = (...parts: readonly (string | Uint8Array)[]) => parts.reduce((h, part) => h.update(part).update('\0'), createHash('sha256')).digest('base64url').slice(0, 22);

/** The digest of each entry file's code, by the entry's absolute path. */
export async function codeDigests(root: string, entries: readonly string[]): Promise<Map<string, string>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [...entries],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const fileDigests = new Map<string, string>();
  await Promise.all(Object.keys(metafile.inputs).map(async (input) => fileDigests.set(input, hash(input, await readFile(path.resolve(root, input))))));
  // The installed packages' versions: the lock file, or the manifest where a copy has none.
  const lock = await readFile(path.join(root, 'package-lock.json')).catch(() => readFile(path.join(root, 'package.json')));
  const packages = hash(lock, process.version);
  const digests = new Map<string, string>();
  for (const output of Object.values(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const inputs = Object.keys(output.inputs).sort();
    digests.set(path.resolve(root, output.entryPoint), hash(packages, ...inputs.map((input) => fileDigests.get(input)!)));
  }
  return digests;
}
