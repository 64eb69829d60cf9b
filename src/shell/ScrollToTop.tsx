/** A button back to the top, hidden in the HTML: src/browser/shell.ts shows it past 300px of scroll. */
import { useMessages } from '../i18n/use-locale.tsx';
import { Icon } from '../components/Icon.tsx';

export const ScrollToTop = () => (
  <button type="button" className="scroll-top" aria-label={useMessages().shell.scrollToTop} hidden>
    <Icon name="arrow-up" />
  </button>
);
