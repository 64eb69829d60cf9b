/** The browser entry: load the current page's chunk, then hydrate the prerendered HTML. */
import { hydrateRoot } from 'react-dom/client';
import { Root } from './app/Root.tsx';
import { loadPage } from './page-module.ts';
import { findRoute, notFoundRoute } from './routes.ts';

const route = findRoute(window.location.pathname) ?? notFoundRoute;

loadPage(route.page).then(() => {
  hydrateRoot(document.getElementById('root')!, <Root />, {
    // Tests read the console: a mismatch between the prerendered HTML and the first client render must be visible.
    onRecoverableError(error, info) {
      console.error('Hydration mismatch:', error, info.componentStack);
    },
  });
});
