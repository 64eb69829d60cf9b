/**
 * The only script a page names. It starts the app once the whole document is loaded and its
 * content painted, so the prerendered page is on screen before the browser fetches and runs the
 * app's JavaScript (starting after the first animation frame was not enough: frames can run
 * before the first contentful paint, and the JS then competed with it): the script tag
 * carries the core's URL and the page file to fetch with it (build/document.ts writes them).
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

function start(): void {
  if (!tag?.dataset.app) return;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  void import(tag.dataset.app);
}

/** Resolves once the browser has painted content: frames can run before anything is on screen. */
const contentPainted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

// A hidden tab paints nothing; it starts at once.
if (document.visibilityState !== 'visible') start();
else void Promise.all([contentPainted, loaded]).then(() => requestAnimationFrame(() => setTimeout(start)));
