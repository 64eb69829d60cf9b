/**
 * The code the browser fetches after the core: a page's module, and the head code with the full
 * manifest (needed from the first navigation on). The browser build replaces this file with the
 * same two functions over the built files' URLs (build/bundle-js.ts).
 */
import type { PageModule } from './route-types.ts';

export const importPage = (name: string): Promise<PageModule> => import(`../pages/${name}.tsx`);

export const importHead = (): Promise<typeof import('../head/page-head.ts')> => import('../head/page-head.ts');
