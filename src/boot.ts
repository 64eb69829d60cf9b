/**
 * The only script a page names. It starts the app after the first paint, so the prerendered
 * page is on screen before the browser fetches and runs the app's JavaScript: the script tag
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

// A hidden tab paints no frame; it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
