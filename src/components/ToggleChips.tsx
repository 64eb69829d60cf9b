/** A row of filter buttons, one pressed at a time, each with its count. */

export interface Chip {
  /** The value the filter takes; '' for "All". */
  readonly value: string;
  readonly label: string;
  readonly count?: number;
}

interface Props {
  /** Names the group for screen readers, e.g. "Filter by category". */
  readonly label: string;
  readonly chips: readonly Chip[];
  readonly selected: string;
  readonly onSelect: (value: string) => void;
}

export const ToggleChips = ({ label, chips, selected, onSelect }: Props) => (
  <div className="chips" role="group" aria-label={label}>
    {chips.map((chip) => (
      <button key={chip.value} type="button" className="chip" aria-pressed={chip.value === selected} onClick={() => onSelect(chip.value)}>
        {chip.label}
        {chip.count !== undefined && <span className="chip__count"> ({chip.count})</span>}
      </button>
    ))}
  </div>
);
