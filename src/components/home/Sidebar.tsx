/** The home page's sidebar, on large screens only: quick official downloads and popular guides. */
import { platformEntries } from '../../content/downloads/platforms.ts';
import { popularGuides } from '../../content/home/home.ts';
import { DownloadButton } from '../DownloadButton.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { Icon } from '../Icon.tsx';

export const Sidebar = () => (
  <aside className="home-sidebar" aria-label="Quick links">
    <h2 className="home-sidebar__title">Quick downloads</h2>
    <ul className="home-sidebar__list">
      {platformEntries.map((entry) => (
        <li key={entry.channel}>
          <DownloadButton channel={entry.channel} variant="secondary">
            <Icon name={entry.icon} /> {entry.platform}
          </DownloadButton>
        </li>
      ))}
      <li>
        <DownloadButton channel="web" variant="secondary">
          <Icon name="globe" /> Web editor
        </DownloadButton>
      </li>
    </ul>
    <h2 className="home-sidebar__title">Popular guides</h2>
    <ul className="home-sidebar__list">
      {popularGuides.map(([href, label]) => (
        <li key={href}>
          <SiteLink href={href}>{label}</SiteLink>
        </li>
      ))}
    </ul>
  </aside>
);
