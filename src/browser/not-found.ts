/** The not-found page's Go Back button, and its `page_not_found` event for a site that adds analytics (gtag). */

type Analytics = (event: string, name: string, params: Record<string, string>) => void;

export function startNotFound(): void {
  const back = document.querySelector<HTMLButtonElement>('[data-go-back]');
  if (!back) return;
  // Back to the previous page, or home when this page opened the tab.
  back.addEventListener('click', () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign(back.dataset.goBack!);
  });
  const gtag = (window as Window & { gtag?: Analytics }).gtag;
  if (typeof gtag === 'function') gtag('event', 'page_not_found', { page_path: window.location.pathname });
}
