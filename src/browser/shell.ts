/**
 * The few behaviours of the shell that need a script, on every page, without React: the state of
 * the popover buttons for screen readers, the Downloads list's keys, the menu panel closing at
 * 768px, the download banner and the scroll-to-top button. The header, the dropdown and the table
 * of contents open and close without it (they are popovers).
 */
import { downloadsListId, menuPanelId } from '../shell/navigation.ts';

/** aria-expanded of every popover button follows its popover; beforetoggle fires at once, toggle only a task later. */
function mirrorPopoverState(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    const popover = document.getElementById(button.getAttribute('popovertarget')!);
    if (!popover) continue;
    button.setAttribute('aria-expanded', String(popover.matches(':popover-open')));
    popover.addEventListener('beforetoggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      button.setAttribute('aria-expanded', String(open));
      // The labels in the page's language, which the button carries.
      if (popover.id === menuPanelId) button.setAttribute('aria-label', (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? '');
    });
  }
}

/** The width at which the full navigation replaces the menu button (the same as in _header.scss). */
const wideScreen = matchMedia('(min-width: 768px)');

function closeMenuWhenWide(): void {
  const panel = document.getElementById(menuPanelId);
  wideScreen.addEventListener('change', () => {
    if (wideScreen.matches && panel?.matches(':popover-open')) panel.hidePopover();
  });
}

/** The arrow keys, Home and End move through the Downloads list; Tab out of it closes it. */
function downloadsKeys(): void {
  const list = document.getElementById(downloadsListId);
  const button = document.querySelector<HTMLButtonElement>(`button[popovertarget="${downloadsListId}"]`);
  if (!list || !button) return;
  const isOpen = () => list.matches(':popover-open');
  const focusItem = (index: number) => {
    const links = [...list.querySelectorAll('a')];
    links[(index + links.length) % links.length]?.focus();
  };
  button.addEventListener('keydown', (event) => {
    const index = { ArrowDown: 0, ArrowUp: -1 }[event.key];
    if (index === undefined) return;
    event.preventDefault();
    if (!isOpen()) list.showPopover();
    focusItem(index);
  });
  list.addEventListener('keydown', (event) => {
    const index = [...list.querySelectorAll('a')].indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) focusItem(moves[event.key]!);
    else if (event.key === 'Escape' && isOpen()) {
      list.hidePopover();
      button.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  });
  button.parentElement!.addEventListener('focusout', (event) => {
    if (isOpen() && !button.parentElement!.contains(event.relatedTarget as Node | null)) list.hidePopover();
  });
}

/** Shows `element` while the page is scrolled further than `offset` pixels (and `allowed` says yes). */
function showPastScroll(element: HTMLElement | null, offset: number, allowed = () => true): () => void {
  const update = () => {
    if (element) element.hidden = !(window.scrollY > offset && allowed());
  };
  addEventListener('scroll', update, { passive: true });
  update();
  return update;
}

const dismissedKey = 'download-banner-dismissed';

/** sessionStorage can be blocked: the banner can then still be closed for this page view. */
const storage = {
  dismissed: (): boolean => {
    try {
      return sessionStorage.getItem(dismissedKey) === '1';
    } catch {
      return false;
    }
  },
  dismiss: (): void => {
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // closed for this page view only
    }
  },
};

function downloadBanner(): void {
  const banner = document.querySelector<HTMLElement>('.download-banner');
  let closed = storage.dismissed();
  const update = showPastScroll(banner, 500, () => !closed);
  banner?.querySelector('[data-close-banner]')?.addEventListener('click', () => {
    closed = true;
    storage.dismiss();
    update();
  });
}

function scrollToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('.scroll-top');
  showPastScroll(button, 300);
  button?.addEventListener('click', () => {
    const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}

export function startShell(): void {
  mirrorPopoverState();
  closeMenuWhenWide();
  downloadsKeys();
  downloadBanner();
  scrollToTop();
}
