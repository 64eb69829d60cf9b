/**
 * The sticky header, one 64px line at every width: logo, main links, the Downloads dropdown, the
 * Download Now button and search; below 768px the links move into a panel behind a menu button.
 * Static HTML: the panel and the dropdown are popovers, which the browser opens and closes itself
 * (Escape or a tap outside closes them) with no script at all; src/browser/shell.ts adds the
 * arrow keys, the menu button's label and closing the panel when the window reaches 768px.
 */
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { siteName } from '../site.ts';
import { useMessages } from '../i18n/use-locale.tsx';
import { HeaderLanguages } from './LanguageLinks.tsx';
import { DownloadsMenu } from './DownloadsMenu.tsx';
import { headerLinks, menuPanelId } from './navigation.ts';
import { SearchButton } from './SearchButton.tsx';

export function Header({ path }: { path: string }) {
  const { nav, shell } = useMessages();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLink href={headerLinks.home.href} className="logo">
          <Icon name="scissors" className="logo__mark" /> {siteName}
        </SiteLink>
        <nav aria-label={shell.mainNavigation} className="nav">
          <ul id={menuPanelId} popover="auto" className="nav__list">
            <li>
              <SiteLink href={headerLinks.home.href} className="nav__link">
                {nav[headerLinks.home.title]}
              </SiteLink>
            </li>
            <DownloadsMenu />
            <li>
              <SiteLink href={headerLinks.guides.href} className="nav__link">
                {nav[headerLinks.guides.title]}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={headerLinks.alternatives.href} className="nav__link">
                {nav[headerLinks.alternatives.title]}
              </SiteLink>
            </li>
            <HeaderLanguages path={path} />
            <li>
              <SiteLink href={headerLinks.downloadNow.href} className="button button--primary nav__cta">
                {nav[headerLinks.downloadNow.title]}
                <span className="nav__cta-more">{nav.downloadMore}</span>
              </SiteLink>
            </li>
          </ul>
        </nav>
        <SearchButton />
        <button type="button" className="menu-button" popoverTarget={menuPanelId} aria-controls={menuPanelId} aria-label={shell.openMenu} data-open-label={shell.openMenu} data-close-label={shell.closeMenu}>
          <Icon name="menu" className="menu-button__open" />
          <Icon name="x" className="menu-button__close" />
        </button>
      </div>
    </header>
  );
}
