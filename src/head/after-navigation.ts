/**
 * What follows a client-side navigation once the new page is on screen: scroll to the top (or to
 * the section the URL names), focus the page's heading, and replace the head's tags. It is in the
 * file the browser loads before the first navigation (src/routing/lazy-imports.ts) with the full
 * manifest it needs, so the core, which every page loads, carries none of it.
 */
import type { RouteEntry } from '../routing/route-table.data.ts';
import type { PageModule } from '../routing/route-types.ts';
import { applyHead } from './apply-head.ts';
import { headForEntry } from './page-head.ts';

/** Focus goes to the new page's heading, as after a page load screen readers start at the top; the heading is not scrolled to. */
function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** Returns the new page's title, for the app to announce. */
export function afterNavigation(entry: RouteEntry, module: PageModule): string {
  // A link to a section of another page (a search result, a footer link) opens at that section.
  const section = window.location.hash && document.getElementById(window.location.hash.slice(1));
  if (section) section.scrollIntoView();
  else window.scrollTo({ top: 0, behavior: 'instant' });
  focusHeading();
  const tags = headForEntry(entry, module);
  applyHead(tags);
  return tags.find((tag) => tag.tag === 'title')?.text ?? '';
}
