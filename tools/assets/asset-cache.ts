/**
 * The stylesheet and the browser code, kept in the build's cache (assets/) by the digest of their
 * inputs, so a build whose styles and browser code did not change skips sass and esbuild: the
 * stylesheet's key is every file of styles/ with the key of this module's code, which imports both
 * compilers and so holds their versions (code-digest.ts); the
 * browser code's is the code of every entry with the site's settings, which the bundle is given.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteSettings } from '../../src/site-address.ts';
import { bundleJs, type Bundle, type BundleOptions } from './bundle-js.ts';
import writeFileAtomic from 'write-file-atomic';
import { codeDigests } from '../keys/code-digest.ts';
import { digest } from '../keys/content-hash.ts';
import { compileCss, type Stylesheet } from './compile-css.ts';
import { filesUnder } from '../output/relative-path.ts';

/** A value kept as JSON under its key; made (and kept) when missing or unreadable. */
async function cachedJson<T>(file: string, make: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    const value = await make();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, JSON.stringify(value), { fsync: false });
    return value;
  }
}

/** styles/main.scss compiled, or taken from the cache when no file of styles/ and no compiler changed. */
export async function cachedCss(root: string, cacheDir: string): Promise<Stylesheet> {
  const styles = path.join(root, 'styles');
  const files = (await filesUnder(styles)).sort();
  const code = (await codeDigests(root, [import.meta.filename])).get(import.meta.filename)!;
  const key = digest(...(await Promise.all(files.map(async (file) => digest(file, await readFile(path.join(styles, file)))))), code);
  return cachedJson(path.join(cacheDir, 'assets', `css-${key}.json`), () => compileCss(path.join(styles, 'main.scss')));
}

/** What the cache keeps of a bundle: the bundle and its files' text. */
interface KeptBundle {
  readonly bundle: Omit<Bundle, 'islandFiles'> & { readonly islandFiles: readonly (readonly [string, string])[] };
  readonly texts: Readonly<Record<string, string>>;
}

/**
 * The browser code bundled into `outdir` by esbuild, or its files handed to `write` from the cache
 * when neither the code of any entry nor the settings changed.
 */
export async function cachedBundle(options: BundleOptions, cacheDir: string, write: (file: string, text: string) => void): Promise<{ readonly bundle: Bundle; readonly fromCache: boolean }> {
  const { root, outdir, islandFiles, settings } = options;
  const entries = [path.join(root, 'src/browser/page.ts'), path.join(root, 'src/browser/hydrate-island.tsx'), path.join(root, 'src/browser/search/SearchDialog.tsx'), ...islandFiles.values()];
  const codes = await codeDigests(root, [import.meta.filename, ...entries]);
  const key = digest(JSON.stringify(settings satisfies SiteSettings), JSON.stringify([...islandFiles.keys()]), ...[import.meta.filename, ...entries].map((entry) => codes.get(entry)!));
  let made = false;
  const kept = await cachedJson<KeptBundle>(path.join(cacheDir, 'assets', `js-${key}.json`), async () => {
    made = true;
    const bundle = await bundleJs(options);
    const texts = Object.fromEntries(await Promise.all(bundle.files.map(async ({ file }) => [file, await readFile(path.join(outdir, file), 'utf8')] as const)));
    return { bundle: { ...bundle, islandFiles: [...bundle.islandFiles] }, texts };
  });
  if (!made) for (const [file, text] of Object.entries(kept.texts)) write(file, text);
  return { bundle: { ...kept.bundle, islandFiles: new Map(kept.bundle.islandFiles) }, fromCache: !made };
}
