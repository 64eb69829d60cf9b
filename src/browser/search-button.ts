/**
 * Turns the header's search link (src/shell/SearchButton.tsx) into a button that opens the search
 * dialog, and opens it on "/", Ctrl+K or Cmd+K. The dialog's file brings React; it is fetched when
 * the button is first pointed at, focused or used, never before.
 */
import { loadSearchDialog as importSearch } from 'virtual:browser-modules';
import { isSearchShortcut } from '../shell/search-shortcut.ts';

export function startSearchButton(): void {
  const link = document.querySelector<HTMLAnchorElement>('a.search-link');
  if (!link) return;
  const button = Object.assign(document.createElement('button'), { type: 'button', className: link.className });
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  button.append(...link.childNodes);
  // The dialog and the engine read the page's words and index from the control.
  Object.assign(button.dataset, link.dataset);
  link.replaceWith(button);
  // If the dialog's code cannot load (offline, a new deploy), the sitemap page still helps.
  const open = () => importSearch().then(({ openSearchDialog }) => openSearchDialog(), () => window.location.assign(link.href));
  const prefetch = () => void importSearch().catch(() => undefined);
  button.addEventListener('click', () => void open());
  button.addEventListener('pointerenter', prefetch, { once: true });
  button.addEventListener('focus', prefetch, { once: true });
  addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    void open();
  });
}
