/**
 * The sticky header, one 64px line at every width: logo, main links, the Downloads dropdown, the
 * Download Now button and search; below 768px the links move into a panel behind a menu button.
 * The panel is a popover, so the button opens it (and Escape or a tap outside closes it) before
 * the app has started; once it has, the panel also closes on navigation and when the window
 * reaches 768px.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { closePopover, usePopoverOpen } from '../components/usePopoverOpen.ts';
import { siteName } from '../site.ts';
import { DownloadsMenu } from './DownloadsMenu.tsx';
import { headerLinks } from './navigation.ts';
import { SearchButton } from './SearchButton.tsx';
import { useMediaQuery } from './useMediaQuery.ts';

/** The width at which the full navigation replaces the menu button (the same as in _header.scss). */
const wideScreen = '(min-width: 768px)';
const panelId = 'site-nav';

export function Header() {
  const menuOpen = usePopoverOpen(panelId);
  const [location] = useLocation();
  const wide = useMediaQuery(wideScreen);
  const close = () => closePopover(panelId);

  useEffect(close, [location]);
  useEffect(() => {
    if (wide) close();
  }, [wide]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLink href={headerLinks.home.href} className="logo">
          <Icon name="scissors" className="logo__mark" /> {siteName}
        </SiteLink>
        <nav aria-label="Main" className="nav">
          <ul id={panelId} popover="auto" className="nav__list" onClick={(event) => (event.target as Element).closest('a') && close()}>
            <li>
              <SiteLink href={headerLinks.home.href} className="nav__link">
                {headerLinks.home.title}
              </SiteLink>
            </li>
            <DownloadsMenu onNavigate={close} />
            <li>
              <SiteLink href={headerLinks.guides.href} className="nav__link">
                {headerLinks.guides.title}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={headerLinks.alternatives.href} className="nav__link">
                {headerLinks.alternatives.title}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={headerLinks.downloadNow.href} className="button button--primary nav__cta">
                {headerLinks.downloadNow.title}
                <span className="nav__cta-more"> Now</span>
              </SiteLink>
            </li>
          </ul>
        </nav>
        <SearchButton />
        <button
          type="button"
          className="menu-button"
          popoverTarget={panelId}
          aria-controls={panelId}
          aria-expanded={menuOpen}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        >
          <Icon name="menu" className="menu-button__open" />
          <Icon name="x" className="menu-button__close" />
        </button>
      </div>
    </header>
  );
}
