/**
 * The code the browser fetches after the core: a page's module; the code that updates the head,
 * scroll and focus after a navigation, with the full manifest (needed from the first navigation
 * on); and the search dialog (when search is first opened). The browser build replaces this file
 * with the same functions over the built files' URLs (build/bundle-js.ts).
 */
import type { PageModule } from './route-types.ts';

export const importPage = (name: string): Promise<PageModule> => import(`../pages/${name}.tsx`);

export const importAfterNavigation = (): Promise<typeof import('../head/after-navigation.ts')> => import('../head/after-navigation.ts');

export const importSearch = (): Promise<typeof import('../search/SearchDialog.tsx')> => import('../search/SearchDialog.tsx');
