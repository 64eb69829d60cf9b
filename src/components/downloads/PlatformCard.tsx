/** One platform download entry as a card: facts, the official download button, and the guide. */
import { platformCopy, type PlatformEntry } from '../../content/downloads/platforms.ts';
import { useFactText, useMessages, useSharedCopy } from '../../i18n/use-locale.tsx';
import { DownloadButton } from '../DownloadButton.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { Icon } from '../Icon.tsx';

export const Specs = ({ entry }: { entry: PlatformEntry }) => {
  const words = useMessages().downloads;
  const factText = useFactText();
  return (
    <dl className="specs">
      <dt>{words.version}</dt>
      <dd>{entry.version}</dd>
      <dt>{words.size}</dt>
      <dd>{entry.size}</dd>
      <dt>{words.needs}</dt>
      <dd>{factText(`platforms.${entry.key}.requirement`)}</dd>
    </dl>
  );
};

export const PlatformCard = ({ entry }: { entry: PlatformEntry }) => {
  const words = useSharedCopy('platforms', platformCopy)[entry.key];
  const { mostPopular } = useMessages().downloads;
  return (
    <li className={entry.popular ? 'card card--featured' : 'card'}>
      <Icon name={entry.icon} className="card__icon" />
      <h3 className="card__title">{words.name}</h3>
      {entry.popular && <p className="badges"><span className="badge badge--accent">{mostPopular}</span></p>}
      <Specs entry={entry} />
      <p className="platform-card__actions">
        <DownloadButton channel={entry.channel}>{words.button}</DownloadButton>
      </p>
      <SiteLink href={entry.guide}>{words.guide}</SiteLink>
    </li>
  );
};

export const PlatformGrid = ({ entries }: { entries: readonly PlatformEntry[] }) => (
  <ul className="grid grid--3">
    {entries.map((entry) => (
      <PlatformCard key={entry.key} entry={entry} />
    ))}
  </ul>
);
