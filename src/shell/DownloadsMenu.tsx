/**
 * The header's Downloads dropdown: a button and a popover list of links, so a click, Enter or Space
 * opens it and Escape or a click elsewhere closes it (focus back on the button) with no script.
 * src/browser/shell.ts adds the arrow keys, Home and End, and closing it when Tab leaves it. In
 * the phone menu the list shows in place, without the button.
 */
import { useMessages } from '../i18n/use-locale.tsx';
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { downloadMenu, downloadsListId } from './navigation.ts';

export function DownloadsMenu() {
  const { nav } = useMessages();
  return (
  <li className="dropdown">
    <button type="button" className="nav__link dropdown__button" popoverTarget={downloadsListId} aria-controls={downloadsListId}>
      {nav.downloads} <Icon name="chevron-down" className="dropdown__chevron" />
    </button>
    {/* Takes the button's place in the phone menu, where the list shows in place (one of the two is displayed). */}
    <span className="dropdown__heading">{nav.downloads}</span>
    <ul id={downloadsListId} popover="auto" className="dropdown__list">
      {downloadMenu.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className="dropdown__link">
            {nav[link.title]}
          </SiteLink>
        </li>
      ))}
    </ul>
  </li>
  );
}
