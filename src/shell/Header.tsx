/** The sticky header: logo, main links, the Downloads dropdown and, below 768px, a menu button. */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SiteLink } from '../components/SiteLink.tsx';
import { CloseIcon, MenuIcon } from '../components/icons.tsx';
import { siteName } from '../site.ts';
import { DownloadsMenu } from './DownloadsMenu.tsx';
import { headerLinks } from './navigation.ts';
import { useMediaQuery } from './useMediaQuery.ts';

/** The width at which the full navigation replaces the menu button (spec §9). */
const wideScreen = '(min-width: 768px)';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const wide = useMediaQuery(wideScreen);
  const close = () => setMenuOpen(false);

  useEffect(close, [location]);
  useEffect(() => {
    if (wide) close();
  }, [wide]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLink href={headerLinks.home.href} className="logo">
          <span className="logo__mark" aria-hidden="true">✂️</span> {siteName}
        </SiteLink>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((was) => !was)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav aria-label="Main" className="nav">
          <ul
            id="site-nav"
            className={menuOpen ? 'nav__list nav__list--open' : 'nav__list'}
            onKeyDown={(event) => event.key === 'Escape' && close()}
            onClick={(event) => (event.target as Element).closest('a') && close()}
          >
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
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
