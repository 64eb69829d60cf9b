/**
 * The header's Downloads dropdown: a disclosure button and a list of links. It opens by click,
 * Enter, Space or the arrow keys; arrows, Home and End move through it; Escape closes it and
 * returns focus to the button; leaving it with Tab or a click elsewhere closes it.
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { SiteLink } from '../components/SiteLink.tsx';
import { ChevronDownIcon } from '../components/icons.tsx';
import { downloadMenu } from './navigation.ts';

export function DownloadsMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusItem = (index: number) => {
    const links = items();
    links[(index + links.length) % links.length]?.focus();
  };
  // The list is hidden until React commits `open`, so focus moves on the next frame.
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
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
    else return;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li className="dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav__link dropdown__button"
        aria-expanded={open}
        aria-controls="downloads-menu"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      >
        Downloads <ChevronDownIcon />
      </button>
      <ul id="downloads-menu" ref={listRef} className="dropdown__list" hidden={!open} onKeyDown={onListKeyDown}>
        {downloadMenu.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              className="dropdown__link"
              onClick={() => {
                setOpen(false);
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
