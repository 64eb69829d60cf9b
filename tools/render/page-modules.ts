/**
 * The page modules and islands a build renders with: the real site's folders (src/pages,
 * src/islands), and a test's fixture pages or the benchmark's added beside them, so neither is
 * ever part of src/ or of anything the browser downloads.
 */
import type { Locale } from '../../src/i18n/locale.ts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { PageModule } from '../../src/head/page-module.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { notFoundRoute } from '../../src/manifest/not-found.ts';

export interface PageSources {
  /** Routes a build adds to the site's own (a test's fixture pages). */
  readonly routes: readonly RouteRecord[];
  /** Folders of page modules: a route's `page` names a file in one of them (without .tsx). */
  readonly pageDirs: readonly string[];
  /** Folders of islands: each .tsx file is one, named after the file, its default export the component. */
  readonly islandDirs: readonly string[];
  /** Languages a build adds after the site's own (a test's fixture locale, test/fixtures/locales/). */
  readonly extraLocales?: readonly Locale[];
}

/** The real site's folders, relative to the project root. */
export const siteFolders = { routes: [], pageDirs: ['src/pages'], islandDirs: ['src/islands'] } as const satisfies PageSources;

/** The .tsx files of some folders, by name without the extension; a name in two folders is refused. */
export function modulesIn(root: string, dirs: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of dirs) {
    for (const file of readdirSync(path.resolve(root, dir)).filter((name) => name.endsWith('.tsx')).sort()) {
      const name = file.slice(0, -'.tsx'.length);
      if (files.has(name)) throw new Error(`Two modules are named ${name}: ${files.get(name)} and ${path.join(dir, file)}`);
      files.set(name, path.resolve(root, dir, file));
    }
  }
  return files;
}

export interface LoadedModules {
  readonly pages: ReadonlyMap<string, PageModule>;
  /** Each island component and its name. */
  readonly islandNames: ReadonlyMap<ComponentType<never>, string>;
  /** Each island's file, by name, for the browser build. */
  readonly islandFiles: ReadonlyMap<string, string>;
}

const importFile = async <T>(file: string) => (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;

/** The page modules' files, and a loader that imports those the routes name and every island. */
export function loadPageModules(root: string, { pageDirs, islandDirs }: PageSources) {
  const pageFiles = modulesIn(root, pageDirs);
  const islandFiles = modulesIn(root, islandDirs);
  const load = async (routes: readonly RouteRecord[]): Promise<LoadedModules> => {
    const names = [...new Set([...routes.map((route) => route.page), notFoundRoute.page])].filter((name) => pageFiles.has(name));
    const pages = new Map(await Promise.all(names.map(async (name) => [name, await importFile<PageModule>(pageFiles.get(name)!)] as const)));
    const islandNames = new Map<ComponentType<never>, string>();
    for (const [name, file] of islandFiles) {
      const component = (await importFile<{ default?: ComponentType<never> }>(file)).default;
      if (typeof component !== 'function') throw new Error(`${file} is an island file, so its default export must be a component`);
      islandNames.set(component, name);
    }
    return { pages, islandNames, islandFiles };
  };
  return { pageFiles, load };
}
