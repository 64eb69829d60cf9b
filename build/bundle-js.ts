/**
 * The browser code, in one esbuild run with code splitting. The entry is the page script
 * (src/browser/page.ts), which every page names: the shell's behaviours, the search button and
 * the island loader. It reaches each island through a dynamic import that this file generates
 * (the module "virtual:island-loaders"), so esbuild writes one file per island, React and the
 * hydration code in chunks of their own, and a page without islands fetches none of them.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import path from 'node:path';
import { relativePath } from './relative-path.ts';

export interface Bundle {
  /** URL path of the page script, the one script tag of every page. */
  readonly pageScript: string;
  /** The files the page script imports before it runs (its static chunks), as URL paths: fetched by every page. */
  readonly pageChunks: readonly string[];
  /** For each island, the files its hydration fetches beyond the page script's: its own file, React, the hydration code. */
  readonly islandChunks: ReadonlyMap<string, readonly string[]>;
  /** Every file written, relative to the output folder, with its size. */
  readonly files: readonly { readonly file: string; readonly bytes: number }[];
}

export interface BundleOptions {
  readonly root: string;
  readonly outdir: string;
  /** Each island's file, by name. */
  readonly islandFiles: ReadonlyMap<string, string>;
  /** Values esbuild substitutes for `process.env.NAME` in the browser code. */
  readonly env: Readonly<Record<string, string>>;
  /** The URL path of a file of the site (the base path in front). */
  readonly sitePath: (path: string) => string;
}

const loadersModule = 'virtual:island-loaders';

/** The module that maps each island's name to a dynamic import of its file. */
export const islandLoadersSource = (islandFiles: ReadonlyMap<string, string>): string =>
  `export const islandLoaders = {\n${[...islandFiles]
    .map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`)
    .join('\n')}\n};\n`;

const islandLoaders = (islandFiles: ReadonlyMap<string, string>, resolveDir: string): Plugin => ({
  name: 'island-loaders',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${loadersModule}$`) }, () => ({ path: loadersModule, namespace: 'islands' }));
    build.onLoad({ filter: /.*/, namespace: 'islands' }, () => ({ loader: 'js', contents: islandLoadersSource(islandFiles), resolveDir }));
  },
});

/** An output file and every file it imports statically, in a stable order. */
export function staticClosure(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(output);
  return [...seen];
}

/** The output file esbuild wrote for an input module that is an entry point or the target of a dynamic import. */
function outputOf(metafile: Metafile, input: string): string {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === input);
  if (!found) throw new Error(`esbuild wrote no file for ${input}`);
  return found[0];
}

export async function bundleJs({ root, outdir, islandFiles, env, sitePath }: BundleOptions): Promise<Bundle> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { page: 'src/browser/page.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    outdir: path.join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    define: Object.fromEntries(
      Object.entries({ NODE_ENV: 'production', ...env }).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
    ),
    plugins: [islandLoaders(islandFiles, root)],
  });
  const { metafile } = result;
  const url = (output: string) => sitePath(`/${relativePath(outdir, path.resolve(root, output))}`);
  const input = (file: string) => relativePath(root, file);

  const page = outputOf(metafile, 'src/browser/page.ts');
  const pageClosure = staticClosure(metafile, page);
  const hydration = staticClosure(metafile, outputOf(metafile, 'src/browser/hydrate-island.tsx'));
  const islandChunks = new Map(
    [...islandFiles].map(([name, file]) => {
      const own = staticClosure(metafile, outputOf(metafile, input(file)));
      return [name, [...new Set([...own, ...hydration])].filter((chunk) => !pageClosure.includes(chunk)).map(url)] as const;
    }),
  );
  return {
    pageScript: url(page),
    pageChunks: pageClosure.slice(1).map(url),
    islandChunks,
    files: Object.entries(metafile.outputs).map(([file, { bytes }]) => ({ file: relativePath(outdir, path.resolve(root, file)), bytes })),
  };
}

/** The files a page fetches at load: the page script's chunks and those of the islands it hydrates at load. */
export const preloadFor = (bundle: Bundle, islandsAtLoad: readonly string[]): string[] => [
  ...new Set([...bundle.pageChunks, ...islandsAtLoad.flatMap((name) => bundle.islandChunks.get(name) ?? [])]),
];
