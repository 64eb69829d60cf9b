/**
 * The island files of the build, written by build/bundle-js.ts: a dynamic import of each island
 * by name, which esbuild turns into one file per island sharing React in a chunk of its own.
 */
declare module 'virtual:island-loaders' {
  import type { ComponentType } from 'react';

  export const islandLoaders: Readonly<Record<string, () => Promise<{ readonly default: ComponentType<object> }>>>;
}
