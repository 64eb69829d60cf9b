/**
 * Finds the page's islands (src/hydration/Island.tsx) and hydrates each when its directive says:
 * once the page has painted, when it comes near the viewport, or at the first pointer, focus or
 * key on it. Until an island has hydrated, a click on one of its controls is held and replayed
 * once it has, so a tap that comes before React is not lost. Links inside an island are left to
 * the browser.
 */
import type { ComponentType } from 'react';
import { reactFile } from 'virtual:browser-modules';
import type { hydrateIsland } from './hydrate-island.tsx';

type Start = () => Promise<void>;

/** An island's built file: its component and the code that hydrates it (tools/assets/bundle-js.ts). */
interface IslandModule {
  readonly default: ComponentType<object>;
  readonly hydrateIsland: typeof hydrateIsland;
}

async function hydrate(element: HTMLElement): Promise<void> {
  // The island's file imports React's; asking for both at once saves a round trip.
  const [island] = await Promise.all([import(element.dataset.src!) as Promise<IslandModule>, import(reactFile)]);
  island.hydrateIsland(element, island.default, JSON.parse(element.dataset.props ?? '{}') as object);
}

/**
 * Resolves once the page has painted its content: the HTML is the page, so React and the islands'
 * code are fetched after it is on screen, never on the way to it.
 */
const painted = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/** Holds the clicks an island gets before it has hydrated; replays the last once it has. */
function holdClicks(element: HTMLElement, hydrated: Promise<void>): void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>('button, [role="tab"], input, label, summary');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  element.addEventListener('click', hold, true);
  void hydrated.then(() => {
    element.removeEventListener('click', hold, true);
    // React attaches its listeners while hydrating; a frame later the control's handler is live.
    if (held) requestAnimationFrame(() => held?.click());
  });
}

/** Calls `start` the first time the element nears the viewport. */
function whenVisible(element: HTMLElement, start: Start): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: '200px' },
  );
  // The marker is display: contents and has no box of its own: observe what it shows.
  for (const child of element.children) observer.observe(child);
}

/** Calls `start` at the first sign that the visitor is about to use the element. */
function whenUsed(element: HTMLElement, start: Start): void {
  const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
  const go = () => {
    for (const name of events) element.removeEventListener(name, go);
    void start();
  };
  for (const name of events) element.addEventListener(name, go, { passive: true });
}

/** Starts every island of the page; resolves once those that hydrate at load have. */
export function startIslands(): Promise<unknown> {
  const atLoad: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('site-island')) {
    let resolve!: () => void;
    const hydrated = new Promise<void>((done) => (resolve = done));
    let started: Promise<void> | undefined;
    const start = () => (started ??= hydrate(element).then(resolve));
    holdClicks(element, hydrated);
    if (element.dataset.hydrate === 'visible') whenVisible(element, start);
    else if (element.dataset.hydrate === 'interaction') whenUsed(element, start);
    else atLoad.push(painted().then(start));
  }
  return Promise.all(atLoad);
}
