/** The home page's sidebar, on large screens only: quick official downloads and popular guides. */
import { platformEntries } from '../../content/downloads/platforms.ts';
import { homeCopy, linksOf } from '../../content/home/home.ts';
import { usePageCopy } from '../../i18n/use-locale.tsx';
import { DownloadButton } from '../DownloadButton.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { Icon } from '../Icon.tsx';

export function Sidebar() {
  const { sidebar } = usePageCopy('/', homeCopy);
  return (
    <aside className="home-sidebar" aria-label={sidebar.label}>
      <h2 className="home-sidebar__title">{sidebar.downloads}</h2>
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
            <Icon name="globe" /> {sidebar.webEditor}
          </DownloadButton>
        </li>
      </ul>
      <h2 className="home-sidebar__title">{sidebar.guides}</h2>
      <ul className="home-sidebar__list">
        {linksOf(homeCopy.sidebar.guideLinks, sidebar.guideLinks).map(([href, label]) => (
          <li key={href}>
            <SiteLink href={href}>{label}</SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
