/**
 * Tabs that filter one panel (the ARIA tab pattern): a tablist of buttons with aria-selected and a
 * roving tabindex; ArrowLeft/ArrowRight/Home/End move between tabs and select the one reached.
 * The selection belongs to the page (usually a query parameter via useQueryParam).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SetOptions } from './useQueryParam.ts';

export interface Tab {
  /** The value the filter takes; '' for "All". */
  readonly value: string;
  readonly label: string;
  readonly count?: number;
}

interface Props {
  /** Names the tablist, e.g. "Tutorial categories". */
  readonly label: string;
  readonly tabs: readonly Tab[];
  readonly selected: string;
  /** Keyboard moves pass { replace: true }, so Back skips each arrow press but keeps a click. */
  readonly onSelect: (value: string, options: SetOptions) => void;
  /** The panel: what the selected tab shows. */
  readonly children: ReactNode;
}

const nextIndex = (key: string, index: number, length: number): number | undefined => {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % length;
    case 'ArrowLeft':
      return (index - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return undefined;
  }
};

export function Tabs({ label, tabs, selected, onSelect, children }: Props) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${id}tab${index}`;
  const panelId = `${id}panel`;
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.value === selected));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.indexOf(event.target as HTMLButtonElement);
    const next = index < 0 ? undefined : nextIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(tabs[next]!.value, { replace: true });
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="chips tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className="chip"
            aria-selected={index === selectedIndex}
            aria-controls={panelId}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onSelect(tab.value, {})}
          >
            {tab.label}
            {tab.count !== undefined && <span className="chip__count"> ({tab.count})</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
