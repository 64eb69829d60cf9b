/**
 * The browser code, in two esbuild runs. The page files come first: one file per page module
 * (plus the after-navigation code, the search dialog and the boot script), each holding the
 * page's own code and taking React, wouter and the shell's modules from the core at run time
 * (src/routing/core-modules.ts). Then the core:
 * src/client.tsx with React, wouter and the shell in one file, which knows the page files' URLs.
 * A page therefore loads three files (boot, core, page), and the core is cached across pages.
 */
import { build, type BuildOptions as EsbuildOptions, type Metafile, type Plugin } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { relativePath } from './relative-path.ts';

export interface Bundle {
  /** URL path of the boot script, the one script tag of every page. */
  readonly boot: string;
  /** URL path of the core file: React, wouter, the shell and the client entry. */
  readonly core: string;
  /** URL path of each page module's file, by module name. */
  readonly pageFiles: ReadonlyMap<string, string>;
  /** Every file written, relative to the output folder, with its size. */
  readonly files: readonly { readonly file: string; readonly bytes: number }[];
}

export interface BundleOptions {
  readonly root: string;
  readonly outdir: string;
  /** Values esbuild substitutes for `process.env.NAME` in the browser code. */
  readonly env: Readonly<Record<string, string>>;
}

/** Replaces a source module with generated code. */
const replaceModule = (name: string, file: RegExp, contents: string): Plugin => ({
  name,
  setup(build) {
    build.onLoad({ filter: file }, () => ({ loader: 'js', contents }));
  },
});

const exportConsts = (values: Readonly<Record<string, unknown>>): string =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');

/**
 * A module named *.data.ts runs here, at build time, and the browser gets its exports as
 * literals: the values without the manifest or content they were computed from.
 */
const dataModules: Plugin = {
  name: 'data-modules',
  setup(build) {
    build.onLoad({ filter: /\.data\.ts$/ }, async ({ path: file }) => {
      const values = { ...((await import(pathToFileURL(file).href)) as Record<string, unknown>) };
      const notData = nonDataExports(values);
      if (notData.length > 0) throw new Error(`${file} exports ${notData.join(', ')}, which JSON cannot carry; a data module exports data only`);
      return { loader: 'js', contents: exportConsts(values) };
    });
  },
};

/** The exports JSON would change or drop: functions, undefined, class instances, Maps... */
export const nonDataExports = (values: Readonly<Record<string, unknown>>): string[] =>
  Object.keys(values).filter((name) => !isDeepStrictEqual(JSON.parse(JSON.stringify(values[name]) ?? 'null'), values[name]));

/** wouter imports a useSyncExternalStore shim for React before 18; React 19 has the hook itself. */
const builtinSyncExternalStore = (root: string): Plugin => ({
  name: 'builtin-use-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim/ }, () => ({ path: path.join(root, 'build/use-sync-external-store.ts') }));
  },
});

/** In a page file, an import of a core module reads the module the core put on the global object. */
const modulesFromCore = (root: string, coreGlobal: string, coreModules: object): Plugin => ({
  name: 'modules-from-core',
  setup(build) {
    build.onResolve({ filter: /.*/ }, ({ path: specifier, resolveDir, kind }) => {
      if (kind === 'entry-point') return undefined;
      const isFile = specifier.startsWith('.') || path.isAbsolute(specifier);
      const key = isFile ? relativePath(root, path.resolve(resolveDir, specifier)) : specifier;
      return key in coreModules ? { path: key, namespace: 'core' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'core' }, ({ path: key }) => ({
      loader: 'js',
      contents: `module.exports = globalThis[${JSON.stringify(coreGlobal)}][${JSON.stringify(key)}];`,
    }));
  },
});

export async function bundleJs({ root, outdir, env }: BundleOptions): Promise<Bundle> {
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm' as const,
    target: 'es2020',
    minify: true,
    outdir: path.join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    legalComments: 'none',
    metafile: true as const,
    logLevel: 'silent' as const,
    define: Object.fromEntries(
      Object.entries({ NODE_ENV: 'production', ...env }).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
    ),
  } satisfies EsbuildOptions;
  // Imported here, not at the top: it loads React, which picks its build from NODE_ENV once.
  const { coreGlobal, coreModules } = await import('../src/routing/core-modules.ts');
  const { routeTable, notFoundEntry } = await import('../src/routing/route-table.data.ts');
  const { sitePath } = await import('../src/site-address.ts');
  const pageNames = [...new Set([...routeTable, notFoundEntry].map((entry) => entry.page))].sort();
  const pages = await build({
    ...common,
    entryPoints: {
      boot: 'src/boot.ts',
      'after-navigation': 'src/head/after-navigation.ts',
      search: 'src/search/SearchDialog.tsx',
      ...Object.fromEntries(pageNames.map((name) => [name, `src/pages/${name}.tsx`])),
    },
    plugins: [dataModules, modulesFromCore(root, coreGlobal, coreModules)],
  });
  const pageUrls = entryUrls(pages.metafile, root, outdir, sitePath);
  const pageFiles = new Map(pageNames.map((name) => [name, pageUrls.get(`src/pages/${name}.tsx`)!]));

  const core = await build({
    ...common,
    entryPoints: { core: 'src/client.tsx' },
    external: [sitePath('/assets/*')], // the page files, imported by URL
    plugins: [
      dataModules,
      builtinSyncExternalStore(root),
      replaceModule(
        'lazy-module-urls',
        /[\\/]src[\\/]routing[\\/]lazy-imports\.ts$/,
        [
          // Each page file is named after its module: only the hash differs, so only the hash is listed.
          exportConsts({ pageHashes: Object.fromEntries([...pageFiles].map(([name, url]) => [name, fileHash(url, sitePath(`/assets/${name}-`))])) }),
          `export const importPage = (name) => import(${JSON.stringify(sitePath('/assets/'))} + name + "-" + pageHashes[name] + ".js");`,
          `export const importAfterNavigation = () => import(${JSON.stringify(pageUrls.get('src/head/after-navigation.ts'))});`,
          `export const importSearch = () => import(${JSON.stringify(pageUrls.get('src/search/SearchDialog.tsx'))});`,
        ].join('\n'),
      ),
    ],
  });
  assertNothingTwice(core.metafile, pages.metafile);

  const coreUrls = entryUrls(core.metafile, root, outdir, sitePath);
  return {
    boot: pageUrls.get('src/boot.ts')!,
    core: coreUrls.get('src/client.tsx')!,
    pageFiles,
    files: [pages.metafile, core.metafile].flatMap((metafile) =>
      Object.entries(metafile.outputs).map(([file, { bytes }]) => ({ file: relativePath(outdir, path.resolve(root, file)), bytes })),
    ),
  };
}

/** The hash in a file's URL, "/assets/HomePage-AB12CD34.js" -> "AB12CD34", from the part before it. */
function fileHash(url: string, before: string): string {
  if (!url.startsWith(before) || !url.endsWith('.js')) throw new Error(`${url} is not named ${before}<hash>.js`);
  return url.slice(before.length, -'.js'.length);
}

/** URL path of each entry point's output file, under the base path, by entry point. */
function entryUrls(metafile: Metafile, root: string, outdir: string, sitePath: (path: string) => string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint) urls.set(output.entryPoint, sitePath(`/${relativePath(outdir, path.resolve(root, file))}`));
  }
  return urls;
}

/** Modules bundled both in the core and in page files, with those page files' names. */
export function modulesInBoth(core: Metafile, pages: Metafile): Map<string, string[]> {
  const inCore = new Set(Object.values(core.outputs).flatMap((output) => Object.keys(output.inputs)));
  const twice = new Map<string, string[]>();
  for (const [file, output] of Object.entries(pages.outputs)) {
    for (const input of Object.keys(output.inputs)) if (inCore.has(input)) twice.set(input, [...(twice.get(input) ?? []), path.basename(file)]);
  }
  return twice;
}

/** A module in both would run twice, with two states (two Reacts, two routers): name it and say how to share it. */
function assertNothingTwice(core: Metafile, pages: Metafile): void {
  const twice = modulesInBoth(core, pages);
  if (twice.size > 0)
    throw new Error(
      `These modules are bundled both in the core and in page files; list them in src/routing/core-modules.ts:\n${[...twice]
        .map(([input, files]) => `  ${input} (in ${files.length} page files: ${files.slice(0, 3).join(', ')}${files.length > 3 ? ', ...' : ''})`)
        .join('\n')}`,
    );
}

/** The files a page fetches with the core: its own page file. */
export const preloadFor = (bundle: Bundle, page: string): string[] => [bundle.pageFiles.get(page)!];
