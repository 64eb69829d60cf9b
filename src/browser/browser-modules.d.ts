/**
 * The files of the build that the page script loads on demand, written by build/bundle-js.ts:
 * each island's file (its component and the code that hydrates it) and the search dialog's.
 */
declare module 'virtual:browser-modules' {
  import type { ComponentType } from 'react';

  export interface IslandModule {
    readonly default: ComponentType<object>;
    readonly hydrateIsland: (element: HTMLElement, Component: ComponentType<object>, props: object) => void;
  }

  export const islandLoaders: Readonly<Record<string, () => Promise<IslandModule>>>;
  export const loadSearchDialog: () => Promise<typeof import('../search/SearchDialog.tsx')>;
}
