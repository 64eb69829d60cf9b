/** A labelled search input. The value is controlled by the page, usually from useQueryParam. */
import { useId } from 'react';

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
}

export function SearchBox({ label, value, onChange, placeholder }: Props) {
  const id = useId();
  return (
    <div className="search-box">
      <label htmlFor={id} className="search-box__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="search-box__input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
