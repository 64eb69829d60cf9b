/**
 * A modal dialog on the native <dialog> element: showModal() keeps focus inside and makes the page
 * behind it inert, Escape closes it, and focus goes back to the control that opened it.
 * Rendered only while open, so its content (a player, a video) mounts on open and unmounts on close.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { useIslandLanguage } from '../i18n/island-language.ts';

interface Props {
  /** The visible heading; it also labels the dialog. */
  readonly title: string;
  /** Called on Escape and on the close button; the page then stops rendering the dialog. */
  readonly onClose: () => void;
  /** 'full' fills the screen (video previews). */
  readonly size?: 'normal' | 'full';
  readonly children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), input, iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** A modal dialog keeps the page behind inert, but Tab would still leave for the browser's own UI; wrap it instead. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({ title, onClose, size = 'normal', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { words } = useIslandLanguage();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape closes the native dialog first; the page then unmounts it.
    const onNativeClose = () => close.current();
    dialog.addEventListener('close', onNativeClose);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`dialog dialog--${size}`} aria-labelledby={titleId} onKeyDown={wrapTab}>
      <div className="dialog__bar">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={words.close}>
          <Icon name="x" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
