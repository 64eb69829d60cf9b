/** An emoji used as an icon: hidden from screen readers, whose text label sits beside it. */
export const Emoji = ({ symbol, className = 'card__icon' }: { symbol: string; className?: string }) => (
  <span className={className} aria-hidden="true">
    {symbol}
  </span>
);
