/** The whole app under its router: the build renders it with ssrPath, the browser hydrates it without. */
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { findEntry } from '../route-lookup.ts';
import { loadedPage, loadPage } from '../page-module.ts';
import { importHead } from '../lazy-modules.ts';
import { App } from './App.tsx';

type Navigate = (to: string, options?: object) => void;

/** Loads the target page's file (and the head code) before the location changes, so the new page renders complete. */
function loadThenNavigate(navigate: Navigate, to: string, options?: object): void {
  const entry = findEntry(new URL(to, 'http://site.invalid').pathname);
  if (!entry || loadedPage(entry.page)) return navigate(to, options);
  // If the file cannot load, a full page load still gets the visitor there.
  Promise.all([loadPage(entry.page), importHead()]).then(
    () => navigate(to, options),
    () => window.location.assign(to),
  );
}

/** Client-side navigation from outside the React tree (the static footer's links). */
export const navigateWithinSite = (to: string): void => loadThenNavigate(browserNavigate, to);

/** `ssrSearch=""` on both sides: the prerendered HTML shows unfiltered pages, and a query applies right after hydration. */
export const Root = ({ ssrPath }: { ssrPath?: string }) => (
  <Router ssrPath={ssrPath} ssrSearch="" aroundNav={loadThenNavigate}>
    <App />
  </Router>
);
