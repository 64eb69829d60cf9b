import { useSyncExternalStore } from 'react';

/** False where the browser has no popover API (matching :popover-open would throw there). */
const isOpen = (element: HTMLElement | null): boolean => element !== null && 'popover' in element && element.matches(':popover-open');

/**
 * The state each popover is going to, from its beforetoggle event. That event fires at once, while
 * the toggle event that follows the change waits for a later task: reading it keeps aria-expanded
 * right from the moment a key or click opens or closes the popover.
 */
const coming = new WeakMap<HTMLElement, boolean>();

/**
 * Whether the popover with this id is open. The controls built on popovers (the menu, the Downloads
 * list, the table of contents) open and close natively, before the app starts too; this reads their
 * state for aria-expanded and labels. Undefined while prerendering and hydrating, so the server's
 * markup carries no aria-expanded that could go stale before the app starts (the browser then
 * exposes the popover's state itself), and the first client render agrees with it.
 */
export function usePopoverOpen(id: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (onChange) => {
      const element = document.getElementById(id);
      if (!element) return () => undefined;
      const onToggle = (event: Event) => {
        coming.set(element, (event as ToggleEvent).newState === 'open');
        onChange();
      };
      element.addEventListener('beforetoggle', onToggle);
      element.addEventListener('toggle', onToggle);
      return () => {
        element.removeEventListener('beforetoggle', onToggle);
        element.removeEventListener('toggle', onToggle);
      };
    },
    () => {
      const element = document.getElementById(id);
      return element ? (coming.get(element) ?? isOpen(element)) : false;
    },
    () => undefined,
  );
}

/** Closes the popover with this id if it is open. */
export function closePopover(id: string): void {
  const element = document.getElementById(id);
  if (isOpen(element)) element!.hidePopover();
}
