/**
 * The header's search control: in the HTML a link to the /sitemap/ page, the way to find a page
 * without JavaScript. src/browser/search-button.ts makes it a button that opens the search dialog,
 * as do "/" and Ctrl+K or Cmd+K; the dialog's code, React, the engine and the index are fetched
 * only when search is first opened (or the button is pointed at or focused).
 */
import { useIslandLanguage } from '../i18n/island-language.ts';
import { useLocalHref, useLocale } from '../i18n/use-locale.tsx';
import { searchFolder } from '../site.ts';
import { useSite } from '../site-context.tsx';
import type { SearchWords } from './search-words.ts';
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { headerLinks } from './navigation.ts';

const { href, title } = headerLinks.search;

/** The dialog's words ride on the link (data-words), so the browser loads no catalogue. */
export function SearchButton() {
  const { messages, id } = useLocale();
  const { nav, search } = messages;
  const words: SearchWords = { ...search, noMatch: search.noMatch('{query}'), found: search.found(2, '{count}'), foundOne: search.found(1, '1'), guidesHref: useLocalHref()('/blog/').href, language: useIslandLanguage() };
  return (
    <SiteLink href={href} className="search-link" data-words={JSON.stringify(words)} data-index={`/${searchFolder}/${id === useSite().defaultLocale ? '' : `${id}/`}`}>
      <Icon name="search" />
      <span className="search-link__label">{nav[title]}</span>
    </SiteLink>
  );
}
