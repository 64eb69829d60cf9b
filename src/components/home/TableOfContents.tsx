/**
 * The home page's table of contents: a disclosure. Collapsed it shows about 10rem of the list;
 * expanded it scrolls up to 24rem. The expanded state is the open state of an empty popover the
 * button toggles, which the browser does by itself, so the button works before the app has started;
 * the stylesheet reads that state (:popover-open) to size the list and pick the button's label,
 * and src/browser/shell.ts keeps the button's aria-expanded in step with it.
 */
import { Icon } from '../Icon.tsx';
import { homeCopy, sectionIds } from '../../content/home/home.ts';
import { formatCount } from '../../i18n/format.ts';
import { useLocale, usePageCopy } from '../../i18n/use-locale.tsx';

const stateId = 'toc-expanded';

export function TableOfContents() {
  const { toc } = usePageCopy('/', homeCopy);
  const locale = useLocale();
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <div className="toc__head">
        <h2 id="toc-title" className="toc__title">
          {toc.title}
        </h2>
        <button type="button" className="toc__toggle" popoverTarget={stateId} aria-controls="toc-list">
          <span className="toc__more">{toc.showAll(formatCount(locale, sectionIds.length))}</span>
          <span className="toc__less">{toc.showLess}</span>
          <Icon name="chevron-down" />
        </button>
        <span id={stateId} className="toc__state" popover="manual" />
      </div>
      <ol id="toc-list" className="toc__list">
        {sectionIds.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{toc.sections[id]}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
