/** The keys that open site search from anywhere on a page: "/" where it would type nothing, and Ctrl+K or Cmd+K. */

/** The fields of a key event the shortcut reads: a KeyboardEvent has them all. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/** Whether a key typed at this element would write text: then "/" is a slash, not a shortcut. */
const takesText = (target: EventTarget | null): boolean => {
  const element = target as HTMLElement | null;
  return element?.isContentEditable === true || /^(INPUT|TEXTAREA|SELECT)$/.test(element?.tagName ?? '');
};

export const isSearchShortcut = ({ key, ctrlKey, metaKey, altKey, target }: KeyPress): boolean =>
  !altKey && ((key === '/' && !ctrlKey && !metaKey && !takesText(target)) || (key.toLowerCase() === 'k' && ctrlKey !== metaKey));
