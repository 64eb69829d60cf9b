/** The browser bundle: one small entry, one chunk per page, shared chunks, all minified with content-hashed names. */
import { build, type Metafile, type Plugin } from 'esbuild';
import path from 'node:path';
import type { RouteEntry } from '../src/route-table.ts';

export interface Bundle {
  /** URL path of the boot script, the one script tag of every page. */
  readonly boot: string;
  /** URL path of the entry script. */
  readonly entry: string;
  /** URL paths the entry imports statically (loaded before it runs). */
  readonly entryImports: readonly string[];
  /** Per page module name: its chunk and the chunks that chunk imports statically, as URL paths. */
  readonly pageChunks: ReadonlyMap<string, readonly string[]>;
  /** Every file written, relative to the output folder. */
  readonly files: readonly string[];
}

export interface BundleOptions {
  readonly root: string;
  readonly outdir: string;
  /** Values esbuild substitutes for `process.env.NAME` in the browser code. */
  readonly env: Readonly<Record<string, string>>;
  /** The contents of src/route-table.ts, computed once here so the browser gets data instead of the manifest. */
  readonly routeTable: { readonly routeTable: readonly RouteEntry[]; readonly notFoundEntry: RouteEntry };
}

/** Replaces src/route-table.ts with its precomputed value: the entry then carries no page metadata. */
const precomputedRouteTable = (table: BundleOptions['routeTable']): Plugin => ({
  name: 'precomputed-route-table',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]route-table\.ts$/ }, () => ({
      loader: 'js',
      contents: Object.entries(table)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n'),
    }));
  },
});

/** wouter imports a useSyncExternalStore shim for React before 18; React 19 has the hook itself. */
const builtinSyncExternalStore = (root: string): Plugin => ({
  name: 'builtin-use-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim/ }, () => ({ path: path.join(root, 'build/use-sync-external-store.ts') }));
  },
});

export async function bundleJs({ root, outdir, env, routeTable }: BundleOptions): Promise<Bundle> {
  const assets = path.join(outdir, 'assets');
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { entry: 'src/client.tsx', boot: 'src/boot.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    outdir: assets,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    plugins: [precomputedRouteTable(routeTable), builtinSyncExternalStore(root)],
    define: Object.fromEntries(
      Object.entries({ NODE_ENV: 'production', ...env }).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
    ),
  });
  return readMetafile(metafile, root, outdir);
}

function readMetafile(metafile: Metafile, root: string, outdir: string): Bundle {
  const urlOf = (file: string) => `/${path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const outputs = metafile.outputs;
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        staticImports(imported.path, seen);
      }
    }
    return [...seen];
  };

  let entry = '';
  let boot = '';
  const pageChunks = new Map<string, string[]>();
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint === 'src/client.tsx') entry = file;
    if (output.entryPoint === 'src/boot.ts') boot = file;
    const page = output.entryPoint?.match(/^src\/pages\/(\w+)\.tsx$/)?.[1];
    if (page) pageChunks.set(page, [file, ...staticImports(file)].map(urlOf));
  }
  if (!entry || !boot) throw new Error('esbuild wrote no chunk for src/client.tsx or src/boot.ts');
  return {
    boot: urlOf(boot),
    entry: urlOf(entry),
    entryImports: staticImports(entry).map(urlOf),
    pageChunks,
    files: Object.keys(outputs).map((file) => path.relative(outdir, path.resolve(root, file))),
  };
}

/** The page's chunk and its imports, less what the entry already brings. */
export const preloadFor = (bundle: Bundle, page: string): string[] =>
  (bundle.pageChunks.get(page) ?? []).filter((chunk) => !bundle.entryImports.includes(chunk)).concat(bundle.entryImports);
