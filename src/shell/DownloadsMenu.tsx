/**
 * The header's Downloads dropdown: a button and a popover list of links, so a click, Enter or Space
 * opens it and Escape or a click elsewhere closes it (focus back on the button) before the app has
 * started. Once it has, the arrow keys open it too and move through it with Home and End, and
 * leaving it with Tab closes it. In the phone menu the list shows in place, without the button.
 */
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { closePopover, usePopoverOpen } from '../components/usePopoverOpen.ts';
import { downloadMenu } from './navigation.ts';

const listId = 'downloads-menu';

export function DownloadsMenu({ onNavigate }: { onNavigate: () => void }) {
  const open = usePopoverOpen(listId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusItem = (index: number) => {
    const links = items();
    links[(index + links.length) % links.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    if (!open) listRef.current?.showPopover();
    focusItem(index);
  };
  const close = (returnFocus: boolean) => {
    closePopover(listId);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') openAndFocus(0);
    else if (event.key === 'ArrowUp') openAndFocus(-1);
    else return;
    event.preventDefault();
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) focusItem(moves[event.key]!);
    else if (event.key === 'Escape' && open) close(true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <li className="dropdown" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav__link dropdown__button"
        popoverTarget={listId}
        aria-controls={listId}
        aria-expanded={open}
        onKeyDown={onButtonKeyDown}
      >
        Downloads <Icon name="chevron-down" className="dropdown__chevron" />
      </button>
      {/* Takes the button's place in the phone menu, where the list shows in place (one of the two is displayed). */}
      <span className="dropdown__heading">Downloads</span>
      <ul id={listId} ref={listRef} popover="auto" className="dropdown__list" onKeyDown={onListKeyDown}>
        {downloadMenu.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              className="dropdown__link"
              onClick={() => {
                close(false);
                onNavigate();
              }}
            >
              {link.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
