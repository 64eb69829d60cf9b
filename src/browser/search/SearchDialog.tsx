/**
 * The search dialog, a file of its own that the header's search button loads when search is first
 * opened (src/browser/search-button.ts), with React. It follows the ARIA combobox pattern: the
 * text box keeps focus, the arrow keys move through the results (aria-activedescendant), Enter
 * opens one, and a live region says how many results there are. Each result is a real link, so
 * it can be opened in a new tab. Escape closes the dialog and focus goes back where it was.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Dialog } from '../../components/Dialog.tsx';
import { IslandLanguageContext } from '../../i18n/island-language.ts';
import { browserSite } from '../settings.ts';
import { SiteContext } from '../../site-context.tsx';
import { searchSite, warmUpEngine } from './engine.ts';
import { excerptParts, type SearchHit } from './hits.ts';
import type { SearchWords } from '../../shell/search-words.ts';

/** The page's words for the dialog, which the header's search control carries (src/shell/SearchButton.tsx). */
const pageWords = (): SearchWords => JSON.parse(document.querySelector<HTMLElement>('[data-words]')?.dataset.words ?? '{}') as SearchWords;

type Results =
  | { readonly state: 'idle' }
  | { readonly state: 'done'; readonly query: string; readonly hits: readonly SearchHit[] }
  | { readonly state: 'failed' };

const statusText = (results: Results, words: SearchWords): string => {
  if (results.state === 'failed') return words.failed;
  if (results.state === 'idle') return '';
  const count = results.hits.length;
  // A long query is cut in the message, which is read out in full by screen readers.
  const query = results.query.length > 60 ? `${results.query.slice(0, 59)}…` : results.query;
  return count === 0 ? words.noMatch.replace('{query}', query) : count === 1 ? words.foundOne : words.found.replace('{count}', String(count));
};

function SearchDialog({ onClose, words }: { readonly onClose: () => void; readonly words: SearchWords }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>({ state: 'idle' });
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const hits = results.state === 'done' ? results.hits : [];

  const search = (text: string) => {
    setQuery(text);
    const asked = ++latest.current;
    searchSite(text).then(
      (found) => {
        if (asked !== latest.current) return;
        setResults(text.trim() ? { state: 'done', query: text.trim(), hits: found } : { state: 'idle' });
        setActive(found.length > 0 ? 0 : -1);
      },
      () => {
        if (asked === latest.current) setResults({ state: 'failed' });
      },
    );
  };

  /** A link to a section of the page already shown only scrolls: the dialog closes first. */
  const go = (url: string) => {
    onClose();
    window.location.assign(browserSite.sitePath(url));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && hits.length > 0) {
      event.preventDefault();
      setActive((current) => (current + moves[event.key]! + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) go(hit.url);
    }
  };

  useEffect(warmUpEngine, []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <Dialog title={words.dialogTitle} onClose={onClose}>
      <div className="search">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {words.placeholder}
        </label>
        <input
          id={`${id}-input`}
          className="search__input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          placeholder={words.placeholder}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(event) => search(event.target.value)}
          onKeyDown={onKeyDown}
          // The attribute, set before the dialog opens, is where showModal() puts focus (React's autoFocus focuses too early).
          ref={(input) => input?.setAttribute('autofocus', '')}
        />
        <p className="search__status" role="status">
          {statusText(results, words)}
        </p>
        {results.state === 'done' && hits.length === 0 && (
          <p className="search__empty">
            {words.browse}{' '}
            <a href={browserSite.sitePath(words.guidesHref)} onClick={onClose}>
              {words.allGuides}
            </a>
            .
          </p>
        )}
        <div id={listId} role="listbox" aria-label={words.results} className="search__results">
          {hits.map((hit, index) => (
            <a
              key={hit.url}
              href={browserSite.sitePath(hit.url)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className="search__result"
              onClick={onClose}
              onPointerMove={() => setActive(index)}
            >
              <span className="search__title">{hit.title}</span>
              {hit.section && <span className="search__section">{hit.section}</span>}
              <span className="search__excerpt">
                {excerptParts(hit.excerpt).map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : part.text))}
              </span>
            </a>
          ))}
        </div>
      </div>
    </Dialog>
  );
}

let root: Root | undefined;
let isOpen = false;

/** Shows the dialog unless it is open; closing unmounts it, and focus returns to the control that had it. */
export function openSearchDialog(): void {
  if (isOpen) return;
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  const shownIn = root;
  isOpen = true;
  const words = pageWords();
  shownIn.render(
    // The page's language, for the components it shows (the dialog's Close), as an island has it.
    <IslandLanguageContext.Provider value={words.language}>
      <SiteContext.Provider value={browserSite}>
        <SearchDialog
          words={words}
          onClose={() => {
            isOpen = false;
            shownIn.render(null);
          }}
        />
      </SiteContext.Provider>
    </IslandLanguageContext.Provider>,
  );
}
