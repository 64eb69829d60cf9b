/**
 * The header's search control: in the HTML a link to the /sitemap/ page, the way to find a page
 * without JavaScript. src/browser/search-button.ts makes it a button that opens the search dialog,
 * as do "/" and Ctrl+K or Cmd+K; the dialog's code, React, the engine and the index are fetched
 * only when search is first opened (or the button is pointed at or focused).
 */
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { headerLinks } from './navigation.ts';

const { href, title } = headerLinks.search;

export const SearchButton = () => (
  <SiteLink href={href} className="search-link">
    <Icon name="search" />
    <span className="search-link__label">{title}</span>
  </SiteLink>
);
