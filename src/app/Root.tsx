/** The whole app under its router: the build renders it with ssrPath, the browser hydrates it without. */
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { basePath, pathInSite } from '../site-address.ts';
import { findEntry } from '../routing/route-lookup.ts';
import { loadedPage, loadPage } from '../routing/load-page.ts';
import { importAfterNavigation } from '../routing/lazy-imports.ts';
import { App } from './App.tsx';

type Navigate = (to: string, options?: object) => void;

/**
 * Loads the target page's file (and the after-navigation code) before the location changes, so
 * the new page renders complete. `to` is a URL path under the base path, as the address bar will show it.
 */
function loadThenNavigate(navigate: Navigate, to: string, options?: object): void {
  const path = pathInSite(new URL(to, 'http://site.invalid').pathname);
  const entry = path === undefined ? undefined : findEntry(path);
  if (!entry || loadedPage(entry.page)) return navigate(to, options);
  // If the file cannot load, a full page load still gets the visitor there.
  Promise.all([loadPage(entry.page), importAfterNavigation()]).then(
    () => navigate(to, options),
    () => window.location.assign(to),
  );
}

/** Client-side navigation from outside the React tree (the static footer's links). */
export const navigateWithinSite = (to: string): void => loadThenNavigate(browserNavigate, to);

/**
 * Under a base path the router matches, and useLocation returns, paths of the site without it,
 * and its links put it in front; ssrPath is the URL path with the base, as the address bar shows
 * it. `ssrSearch=""` on both sides: the prerendered HTML shows unfiltered pages, and a query
 * applies right after hydration.
 */
export const Root = ({ ssrPath }: { ssrPath?: string }) => (
  <Router base={basePath} ssrPath={ssrPath} ssrSearch="" aroundNav={loadThenNavigate}>
    <App />
  </Router>
);
