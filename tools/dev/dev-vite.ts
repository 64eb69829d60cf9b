/**
 * Vite's part in `npm run dev` (Vite in middleware mode, under dev-server.ts's own HTTP server): it loads
 * the render code and the content layer as one module graph (SSR module loading, dev-site.ts the
 * entry), so a saved module is evaluated again with the modules that import it and nothing else;
 * it serves the browser code as modules with React Fast Refresh (@vitejs/plugin-react) and the
 * stylesheet through sass, which it updates in an open page without a reload.
 *
 * The browser files the production build bundles (tools/assets/bundle-js.ts) are served here as
 * small modules of their own: the page script with React Refresh's preamble in front, each
 * island's file (its component and the code that hydrates it) and `virtual:browser-modules`.
 *
 * dev.mjs imports this module with Vite's runnerImport, before there is a server to load it.
 */
import react from '@vitejs/plugin-react';
import type { Server } from 'node:http';
import path from 'node:path';
import type { HotUpdateOptions, InlineConfig, Plugin } from 'vite';
import { iconSprite } from '../assets/icon-sprite.ts';
import { siteContent } from '../content/site-content.ts';
import { buildConfig, cacheDirOf } from '../pipeline/build-config.ts';
import type { BuildRun } from '../pipeline/build-cli.ts';
import { scriptOptions } from '../pipeline/script-options.ts';
import { siteSettingsOf } from '../pipeline/settings.ts';
import { modulesIn } from '../render/page-modules.ts';

/** What a page of the dev server names instead of the production build's hashed files, each under the base path. */
export const devFiles = {
  pageScript: '/@capcut/page.js',
  /** An island's module: its component and hydrateIsland, as the build's island file. */
  island: (name: string) => `/@capcut/island/${name}.js`,
  react: '/@capcut/react.js',
  stylesheet: '/styles/main.scss',
  client: '/tools/dev/dev-client.ts',
  overlayStyles: '/tools/dev/dev-overlay.css',
} as const;

/** Tells the dev server (dev-server.ts) of each saved module that the server's module graph holds: render code, pages, content data. */
export interface ModuleChanges {
  listen(listener: (change: HotUpdateOptions) => void): void;
}

/** The modules only the dev server writes, by the URL the page asks for. */
function browserEntries(root: string, islandFiles: () => ReadonlyMap<string, string>): Plugin {
  const prefix = '\0capcut:';
  const sources = (id: string): string | undefined => {
    if (id === `${prefix}page`)
      // The preamble first: React Refresh must be set up before any component's module is evaluated.
      return `import '@vitejs/plugin-react/preamble';\nimport ${JSON.stringify(path.join(root, 'src/browser/page.ts'))};\n`;
    if (id === `${prefix}react`) return "import 'react';\nimport 'react-dom/client';\n";
    if (id === `${prefix}browser-modules`)
      return `export const reactFile = ${JSON.stringify(devFiles.react)};\nexport const loadSearchDialog = () => import(${JSON.stringify(path.join(root, 'src/browser/search/SearchDialog.tsx'))});\n`;
    if (id.startsWith(`${prefix}island/`)) {
      const file = islandFiles().get(id.slice(`${prefix}island/`.length));
      if (!file) return undefined;
      return `export { default } from ${JSON.stringify(file)};\nexport { hydrateIsland } from ${JSON.stringify(path.join(root, 'src/browser/hydrate-island.tsx'))};\n`;
    }
    return undefined;
  };
  return {
    name: 'capcut:browser-entries',
    enforce: 'pre',
    resolveId(source) {
      if (source === devFiles.pageScript) return `${prefix}page`;
      if (source === devFiles.react) return `${prefix}react`;
      if (source === 'virtual:browser-modules') return `${prefix}browser-modules`;
      const island = /^\/@capcut\/island\/([\w-]+)\.js$/.exec(source);
      if (island) return `${prefix}island/${island[1]}`;
      return undefined;
    },
    load(id) {
      return sources(id);
    },
  };
}

/** Tells the listeners of each change to a module of the server's graph, once Vite has invalidated it and the modules that import it. */
function serverChanges(): { plugin: Plugin; changes: ModuleChanges } {
  const listeners: ((change: HotUpdateOptions) => void)[] = [];
  const plugin: Plugin = {
    name: 'capcut:server-changes',
    hotUpdate(options) {
      if (this.environment.name === 'ssr' && options.modules.length > 0) for (const listener of listeners) listener(options);
    },
  };
  return { plugin, changes: { listen: (listener) => void listeners.push(listener) } };
}

/**
 * What `npm run dev` is started with: the build's settings for this machine (a dev server needs no
 * address), read from its options (it takes none) and environment once, as a build reads them.
 */
export const devRun = (args: readonly string[], env: Readonly<Record<string, string | undefined>>): Pick<BuildRun, 'config' | 'sources'> => {
  scriptOptions('npm run dev', {}, args);
  return buildConfig({ local: true }, env, new Date());
};

/** Vite's configuration for `npm run dev`, from the build's settings; `httpServer` is the server Vite's socket shares. */
export async function devVite(httpServer: Server, { config: build, sources }: Pick<BuildRun, 'config' | 'sources'>): Promise<{ config: InlineConfig; changes: ModuleChanges }> {
  const { root } = build;
  const { base } = build.siteEnv;
  const cacheDir = cacheDirOf(build);
  const settings = siteSettingsOf(build.siteEnv, `${base}${(await iconSprite()).url}`);
  const { plugin, changes } = serverChanges();
  const config: InlineConfig = {
    root,
    base: `${base}/`,
    configFile: false,
    envDir: false,
    appType: 'custom',
    clearScreen: false,
    logLevel: 'warn',
    cacheDir: path.join(cacheDir, 'vite'),
    // The files of public/ are served as the build copies them, at the site's root.
    publicDir: path.join(root, 'public'),
    server: {
      middlewareMode: true,
      // Vite's own overlay puts an inline <style> into the page, which the pages' CSP refuses: dev-client.ts shows errors instead.
      hmr: { server: httpServer, overlay: false },
      // The build's output and scratch folders, screenshots and the build's cache are no input; the article files are dev-watch.ts's.
      watch: { ignored: ['**/dist/**', '**/.dist-next*/**', '**/shots/**', `${cacheDir}/**`, `${path.resolve(root, siteContent.articlesDir)}/**`] },
    },
    // The browser code reads the site's address from this constant, as in the build (src/browser/settings.ts).
    define: { SITE_SETTINGS: JSON.stringify(settings) },
    optimizeDeps: {
      // Found at start rather than at the first island, which would reload the page.
      entries: ['src/browser/page.ts', 'src/browser/search/SearchDialog.tsx', 'src/islands/*.tsx'],
      include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
    },
    plugins: [react(), browserEntries(root, () => modulesIn(root, sources.islandDirs)), plugin],
  };
  return { config, changes };
}
