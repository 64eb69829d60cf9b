/**
 * The browser code, in three esbuild runs, each file written once:
 * 1. React: react, react/jsx-runtime and react-dom/client in one file, cached across pages.
 * 2. One file per island (src/islands/) and one for the search dialog, each holding all of its own
 *    code and the hydration code, with React taken from the first file: a page with an island
 *    fetches exactly three files (page script, React, island), so the first load is React's own
 *    floor plus a few kilobytes, not a fan of small shared chunks.
 * 3. The page script (src/browser/page.ts) that every page names: the shell's behaviours, the
 *    search button and the island loader. An island's marker names its file (the build renders
 *    pages once these files exist); the page script knows React's and the search dialog's URLs
 *    ("virtual:browser-modules") and fetches them only when a page needs them.
 */
import { build, type BuildOptions as EsbuildOptions, type Metafile, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteSettings } from '../../src/site-address.ts';
import { relativePath } from '../output/relative-path.ts';

export interface Bundle {
  /** URL path of the page script, the one script tag of every page. */
  readonly pageScript: string;
  /** URL path of each island's file, by name. */
  readonly islandFiles: ReadonlyMap<string, string>;
  /** Every file written, relative to the output folder, with its size. */
  readonly files: readonly { readonly file: string; readonly bytes: number }[];
}

export interface BundleOptions {
  readonly root: string;
  readonly outdir: string;
  /** Each island's file, by name. */
  readonly islandFiles: ReadonlyMap<string, string>;
  /** The site's address in the browser (src/browser/settings.ts). */
  readonly settings: SiteSettings;
  /** The URL path of a file of the site (the base path in front). */
  readonly sitePath: (path: string) => string;
}

/** The React modules the site's browser code imports; all of them come from React's one file. */
const reactModules = ['react', 'react/jsx-runtime', 'react-dom/client'] as const;

/**
 * React's file: the exports of the three modules that the islands and the search dialog import,
 * each under its own name (the modules share only Fragment).
 */
export function reactSource(exportsOf: (module: string) => readonly string[], used: ReadonlySet<string>): string {
  const seen = new Set<string>();
  const lines = reactModules.map((module, index) => {
    const names = exportsOf(module).filter((name) => used.has(name) && !seen.has(name));
    names.forEach((name) => seen.add(name));
    return `import * as m${index} from ${JSON.stringify(module)};\nexport const { ${names.join(', ')} } = m${index};`;
  });
  return `${lines.join('\n')}\n`;
}

/** The URLs the page script needs: React's file, which it fetches beside an island's, and the search dialog's. */
export const browserModulesSource = (reactUrl: string, searchUrl: string): string =>
  `export const reactFile = ${JSON.stringify(reactUrl)};\nexport const loadSearchDialog = () => import(${JSON.stringify(searchUrl)});\n`;

/** A module whose source this build writes. */
const virtualModule = (specifier: string, contents: string, resolveDir: string): Plugin => ({
  name: specifier,
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) }, () => ({ path: specifier, namespace: 'virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'virtual' }, ({ path: name }) => (name === specifier ? { loader: 'js', contents, resolveDir } : undefined));
  },
});

/**
 * The names the minified files import from React's file: `import{useState as a,jsx as b}from"URL"`.
 * Only these are exported, which keeps React's file at React's own size.
 */
export function namesImportedFrom(code: string, url: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`, 'g'))) {
    names.push(...list!.split(',').map((item) => item.trim().split(/\s+as\s+/)[0]!).filter(Boolean));
  }
  return names;
}

/** Imports of React read React's file, by its URL. */
const reactFromFile = (url: string): Plugin => ({
  name: 'react-from-file',
  setup(build) {
    build.onResolve({ filter: /^(react|react\/jsx-runtime|react-dom\/client)$/ }, () => ({ path: url, external: true }));
  },
});

/** The output file esbuild wrote for each entry point, by entry name. */
function outputsByEntry(metafile: Metafile, root: string, outdir: string, sitePath: (path: string) => string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint) urls.set(path.basename(file).replace(/-\w+\.js$/, ''), sitePath(`/${relativePath(outdir, path.resolve(root, file))}`));
  }
  return urls;
}

export async function bundleJs({ root, outdir, islandFiles, settings, sitePath }: BundleOptions): Promise<Bundle> {
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    outdir: path.join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', SITE_SETTINGS: JSON.stringify(settings) },
  } satisfies EsbuildOptions;
  const urlsOf = (metafile: Metafile) => outputsByEntry(metafile, root, outdir, sitePath);
  const require = createRequire(path.join(root, 'package.json'));

  // Each island's entry holds its component and the code that hydrates it.
  const browser = (file: string) => JSON.stringify(path.join(root, 'src/browser', file));
  const islandEntries = [
    ...[...islandFiles].map(([name, file]) => [name, `export { default } from ${JSON.stringify(file)};\nexport { hydrateIsland } from ${browser('hydrate-island.tsx')};\n`] as const),
    ['SearchDialog', `export * from ${JSON.stringify(path.join(root, 'src/browser/search/SearchDialog.tsx'))};\n`] as const,
  ];
  const buildIslands = (reactUrl: string, write: boolean) =>
    build({
      ...common,
      write,
      entryPoints: Object.fromEntries(islandEntries.map(([name]) => [name, `virtual:island/${name}`])),
      plugins: [...islandEntries.map(([name, contents]) => virtualModule(`virtual:island/${name}`, contents, root)), reactFromFile(reactUrl)],
    });
  // A first, unwritten run tells which of React's exports the islands use.
  const placeholder = '/react-exports.js';
  const trial = await buildIslands(placeholder, false);
  const used = new Set((trial.outputFiles ?? []).flatMap((file) => namesImportedFrom(file.text, placeholder)));
  const reactBuild = await build({
    ...common,
    entryPoints: { react: 'virtual:react' },
    plugins: [virtualModule('virtual:react', reactSource((module) => Object.keys(require(module) as object), used), root)],
  });
  const react = urlsOf(reactBuild.metafile).get('react')!;
  const islandsBuild = await buildIslands(react, true);
  const islandUrls = urlsOf(islandsBuild.metafile);

  const pageBuild = await build({
    ...common,
    entryPoints: { page: 'src/browser/page.ts' },
    external: [sitePath('/assets/*')],
    plugins: [virtualModule('virtual:browser-modules', browserModulesSource(react, islandUrls.get('SearchDialog')!), root)],
  });

  return {
    pageScript: urlsOf(pageBuild.metafile).get('page')!,
    islandFiles: new Map([...islandFiles.keys()].map((name) => [name, islandUrls.get(name)!])),
    files: [reactBuild, islandsBuild, pageBuild].flatMap(({ metafile }) =>
      Object.entries(metafile.outputs).map(([file, { bytes }]) => ({ file: relativePath(outdir, path.resolve(root, file)), bytes })),
    ),
  };
}
