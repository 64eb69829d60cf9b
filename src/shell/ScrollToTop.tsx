/** A button back to the top, hidden in the HTML: src/browser/shell.ts shows it past 300px of scroll. */
import { Icon } from '../components/Icon.tsx';

export const ScrollToTop = () => (
  <button type="button" className="scroll-top" aria-label="Scroll to top" hidden>
    <Icon name="arrow-up" />
  </button>
);
