/**
 * The header's search control. The server renders a link to the /sitemap/ page, the way to find a
 * page without JavaScript; once the app has started it is a button that opens the search dialog,
 * as do "/" and Ctrl+K or Cmd+K. The dialog's code, the engine and the index are separate files
 * (src/search/), fetched when search is first opened or the button is pointed at or focused.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { importSearch } from '../routing/lazy-imports.ts';
import { sitePath } from '../site-address.ts';
import { headerLinks } from './navigation.ts';
import { isSearchShortcut } from './search-shortcut.ts';

const { href, title } = headerLinks.search;

export function SearchButton() {
  const [started, setStarted] = useState(false);
  const [, navigate] = useLocation();
  // If the dialog's code cannot load (offline, a new deploy), the sitemap page still helps.
  const openSearch = () => importSearch().then(({ openSearchDialog }) => openSearchDialog(navigate), () => window.location.assign(sitePath(href)));
  useEffect(() => {
    setStarted(true);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      void openSearch();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const content = (
    <>
      <Icon name="search" />
      <span className="search-link__label">{title}</span>
    </>
  );
  if (!started)
    return (
      <SiteLink href={href} className="search-link">
        {content}
      </SiteLink>
    );
  const prefetch = () => void importSearch().catch(() => undefined);
  return (
    <button type="button" className="search-link" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onClick={openSearch} onPointerEnter={prefetch} onFocus={prefetch}>
      {content}
    </button>
  );
}
