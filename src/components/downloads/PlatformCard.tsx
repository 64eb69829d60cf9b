/** One platform download entry as a card: facts, the official download button, and the guide. */
import type { PlatformEntry } from '../../content/downloads/platforms.ts';
import { DownloadButton } from '../DownloadButton.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { Icon } from '../Icon.tsx';

export const Specs = ({ entry }: { entry: PlatformEntry }) => (
  <dl className="specs">
    <dt>Version</dt>
    <dd>{entry.version}</dd>
    <dt>Size</dt>
    <dd>{entry.size}</dd>
    <dt>Needs</dt>
    <dd>{entry.requirements}</dd>
  </dl>
);

export const PlatformCard = ({ entry }: { entry: PlatformEntry }) => (
  <li className={entry.popular ? 'card card--featured' : 'card'}>
    <Icon name={entry.icon} className="card__icon" />
    <h3 className="card__title">{entry.platform}</h3>
    {entry.popular && <p className="badges"><span className="badge badge--accent">Most popular</span></p>}
    <Specs entry={entry} />
    <p className="platform-card__actions">
      <DownloadButton channel={entry.channel}>Download from {entry.store}</DownloadButton>
    </p>
    <SiteLink href={entry.guide}>{entry.platform} guide</SiteLink>
  </li>
);

export const PlatformGrid = ({ entries }: { entries: readonly PlatformEntry[] }) => (
  <ul className="grid grid--3">
    {entries.map((entry) => (
      <PlatformCard key={entry.platform} entry={entry} />
    ))}
  </ul>
);
