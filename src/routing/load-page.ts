/** Loading the page modules of src/pages/, on the server and in the browser alike. */
import { importPage } from './lazy-imports.ts';
import type { PageModule } from './route-types.ts';

const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

/** renderToString does not wait for lazy components, so a page's module is resolved before it is rendered. */
export function loadPage(name: string): Promise<PageModule> {
  let promise = pending.get(name);
  if (!promise) {
    promise = importPage(name).then(
      (module) => {
        loaded.set(name, module);
        return module;
      },
      (error: unknown) => {
        // A page file that failed (offline, new deploy) may load on the next attempt.
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

/** A page module that has finished loading, or undefined. */
export const loadedPage = (name: string): PageModule | undefined => loaded.get(name);
