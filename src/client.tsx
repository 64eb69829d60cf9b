/** The browser's core: share its modules with the page files, load the current page's file, then hydrate the prerendered HTML. */
import { hydrateRoot } from 'react-dom/client';
import { navigateWithinSite, Root } from './app/Root.tsx';
import { pathInSite } from './site-address.ts';
import { coreGlobal, coreModules } from './routing/core-modules.ts';
import { loadPage } from './routing/load-page.ts';
import { entryFor } from './routing/route-lookup.ts';

Object.assign(globalThis, { [coreGlobal]: coreModules });

loadPage(entryFor(pathInSite(window.location.pathname) ?? '').page).then(() => {
  hydrateRoot(document.getElementById('root')!, <Root />, {
    // Tests read the console: a mismatch between the prerendered HTML and the first client render must be visible.
    onRecoverableError(error, info) {
      console.error('Hydration mismatch:', error, info.componentStack);
    },
    // An error a page throws is caught by app/PageErrorBoundary.tsx, which shows a message in its place; it is logged here, once.
    onCaughtError(error, info) {
      console.error('Page error:', error, info.componentStack);
    },
  });
});

/** The footer is static HTML outside the React root; its links to pages of the site navigate without a reload too. */
document.querySelector<HTMLElement>('body > footer')?.addEventListener('click', (event: MouseEvent) => {
  const link = (event.target as Element).closest('a');
  if (!link || link.origin !== window.location.origin || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateWithinSite(link.pathname + link.search + link.hash);
});
