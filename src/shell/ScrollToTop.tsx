/** A button back to the top, shown past 300px of scroll. */
import { Icon } from '../components/Icon.tsx';
import { useScrolledPast } from './useScrolledPast.ts';

export function ScrollToTop() {
  const scrolled = useScrolledPast(300);
  if (!scrolled) return null;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Scroll to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
