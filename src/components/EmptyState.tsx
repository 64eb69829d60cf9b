/** What a filtered list shows when nothing matches: a message, and a button that clears the filters. */

interface Props {
  readonly message: string;
  readonly onClear: () => void;
  readonly clearLabel?: string;
}

export const EmptyState = ({ message, onClear, clearLabel = 'Clear filters' }: Props) => (
  <div className="empty-state" role="status">
    <p>{message}</p>
    <button type="button" className="button button--secondary" onClick={onClear}>
      {clearLabel}
    </button>
  </div>
);
