/**
 * The home page's table of contents: a disclosure. Collapsed it shows about 10rem of the list;
 * expanded it scrolls up to 24rem. The expanded state is the open state of an empty popover the
 * button toggles, which the browser does by itself, so the button works before the app has started;
 * the stylesheet reads that state (:popover-open) to size the list and pick the button's label,
 * and src/browser/shell.ts keeps the button's aria-expanded in step with it.
 */
import { Icon } from '../Icon.tsx';
import { toc } from '../../content/home/home.ts';

const stateId = 'toc-expanded';

export function TableOfContents() {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <div className="toc__head">
        <h2 id="toc-title" className="toc__title">
          On this page
        </h2>
        <button type="button" className="toc__toggle" popoverTarget={stateId} aria-controls="toc-list">
          <span className="toc__more">Show all {toc.length}</span>
          <span className="toc__less">Show less</span>
          <Icon name="chevron-down" />
        </button>
        <span id={stateId} className="toc__state" popover="manual" />
      </div>
      <ol id="toc-list" className="toc__list">
        {toc.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
