/** The browser entry: load the current page's chunk, then hydrate the prerendered HTML. */
import { hydrateRoot } from 'react-dom/client';
import { Root } from './app/Root.tsx';
import { loadPage } from './page-module.ts';
import { entryFor } from './route-lookup.ts';

loadPage(entryFor(window.location.pathname).page).then(() => {
  hydrateRoot(document.getElementById('root')!, <Root />, {
    // Tests read the console: a mismatch between the prerendered HTML and the first client render must be visible.
    onRecoverableError(error, info) {
      console.error('Hydration mismatch:', error, info.componentStack);
    },
  });
});
