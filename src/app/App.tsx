/** Picks the page for the current location and, after a client-side navigation, has the head, scroll and focus updated (src/head/after-navigation.ts). */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { importAfterNavigation } from '../routing/lazy-imports.ts';
import { loadedPage, loadPage } from '../routing/load-page.ts';
import type { PageModule } from '../routing/route-types.ts';
import { entryFor } from '../routing/route-lookup.ts';
import type { RouteEntry } from '../routing/route-table.data.ts';
import { Shell } from '../shell/Shell.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

interface Shown {
  readonly entry: RouteEntry;
  readonly module: PageModule;
}

/**
 * The page on screen. It is normally the current route's page, loaded before navigation; when
 * the location changed without that (Back to an entry from before a reload), the previous page
 * stays until its file arrives.
 */
function useShownPage(entry: RouteEntry): Shown {
  const current = loadedPage(entry.page);
  const [previous, setPrevious] = useState<Shown | undefined>(current && { entry, module: current });
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (current) setPrevious({ entry, module: current });
    else loadPage(entry.page).then(() => setLoaded((count) => count + 1), () => window.location.reload());
  }, [entry, current]);
  const shown = current ? { entry, module: current } : previous;
  if (!shown) throw new Error(`The page module ${entry.page} was not loaded before rendering`);
  return shown;
}

export function App() {
  const [location] = useLocation();
  const shown = useShownPage(entryFor(location));
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // Hydration is done: tests and tools wait for this mark before they use the page.
      document.documentElement.setAttribute('data-hydrated', '');
      return;
    }
    importAfterNavigation().then(({ afterNavigation }) => setAnnouncement(afterNavigation(shown.entry, shown.module)));
  }, [shown.entry]);

  const Page = shown.module.default;
  return (
    <Shell entry={shown.entry} announcement={announcement}>
      <PageErrorBoundary key={shown.entry.path}>
        <Page />
      </PageErrorBoundary>
    </Shell>
  );
}
