/** Picks the page for the current location and, after a client-side navigation, updates the head, scroll and focus. */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { headTags } from '../head/head-tags.ts';
import { applyHead } from '../head/apply-head.ts';
import { loadedPage, loadPage, type PageModule } from '../page-module.ts';
import type { RouteRecord } from '../route-types.ts';
import { findRoute, isCanonicalPath, notFoundRoute } from '../routes.ts';
import { Shell } from '../shell/Shell.tsx';

interface Shown {
  readonly route: RouteRecord;
  readonly module: PageModule;
}

/**
 * The page on screen. It is normally the current route's page, loaded before navigation; when
 * the location changed without that (Back to an entry from before a reload), the previous page
 * stays until the chunk arrives.
 */
function useShownPage(route: RouteRecord): Shown {
  const current = loadedPage(route.page);
  const [previous, setPrevious] = useState<Shown | undefined>(current && { route, module: current });
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (current) setPrevious({ route, module: current });
    else loadPage(route.page).then(() => setLoaded((count) => count + 1), () => window.location.reload());
  }, [route, current]);
  const shown = current ? { route, module: current } : previous;
  if (!shown) throw new Error(`The page module ${route.page} was not loaded before rendering`);
  return shown;
}

function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

export function App() {
  const [location] = useLocation();
  const route = findRoute(location) ?? notFoundRoute;
  const shown = useShownPage(route);
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // Hydration is done: tests and tools wait for this mark before they use the page.
      document.documentElement.setAttribute('data-hydrated', '');
      return;
    }
    applyHead(headTags(shown.route, shown.module.structuredData ?? [], isCanonicalPath));
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
    focusHeading();
    setAnnouncement(shown.route.meta.title);
  }, [shown.route]);

  const Page = shown.module.default;
  return (
    <Shell route={shown.route} announcement={announcement}>
      <Page />
    </Shell>
  );
}
