/** What a filtered list shows when nothing matches: a message, and a button that clears the filters. */
import { useIslandLanguage } from '../i18n/island-language.ts';

interface Props {
  readonly message: string;
  readonly onClear: () => void;
  /** The button's words; the language's "Clear filters" without them. */
  readonly clearLabel?: string;
}

export function EmptyState({ message, onClear, clearLabel }: Props) {
  const { words } = useIslandLanguage();
  return (
    <div className="empty-state" role="status">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onClear}>
        {clearLabel ?? words.clearFilters}
      </button>
    </div>
  );
}
