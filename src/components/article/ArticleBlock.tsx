/** One block of an article body (src/content/articles/types.ts) as markup. */
import { articleLinks } from '../../content/articles/article-links.ts';
import type { Block, CardItem, PlainCard } from '../../content/articles/types.ts';
import { DownloadButton } from '../DownloadButton.tsx';
import { HowToSteps, type HowToData } from '../HowTo.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { RichText } from './RichText.tsx';
import { DataTable } from '../DataTable.tsx';
import { Icon } from '../Icon.tsx';

/** "Ctrl+Shift+Z" as <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd>; " / " separates alternatives. */
const Keys = ({ combo }: { combo: string }) => (
  <>
    {combo.split(' / ').map((alternative, a) => (
      <span key={alternative} className="keys">
        {a > 0 && ' or '}
        {alternative.split('+').map((key, k) => (
          <span key={key}>
            {k > 0 && '+'}
            <kbd>{key}</kbd>
          </span>
        ))}
      </span>
    ))}
  </>
);

/** A card for another article takes its icon, title, category and link from that article's record. */
function plainCard(card: CardItem): PlainCard {
  if (!('article' in card)) return card;
  const other = articleLinks[card.article];
  if (!other) throw new Error(`No article "${card.article}" to link a card to`);
  return { icon: other.icon, title: other.heading, text: card.text, badges: [{ label: other.category, tone: 'outline' }], href: other.path };
}

function Card({ card: item }: { card: CardItem }) {
  const card = plainCard(item);
  const body = (
    <>
      {card.icon && <Icon name={card.icon} className="card__icon" />}
      <h3 className="card__title">{card.title}</h3>
      {card.badges && (
        <p className="badges">
          {card.badges.map((badge) => (
            <span key={badge.label} className={badge.tone ? `badge badge--${badge.tone}` : 'badge'}>
              {badge.label}
            </span>
          ))}
        </p>
      )}
      {card.meter && (
        <p className="article-meter">
          <span>
            {card.meter.label}: {card.meter.value}%
          </span>
          <meter min={0} max={100} value={card.meter.value} aria-label={`${card.title} ${card.meter.label.toLowerCase()}`}>
            {card.meter.value}%
          </meter>
        </p>
      )}
      <p>
        <RichText text={card.text} />
      </p>
      {card.items && (
        <ul>
          {card.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <li className="card-cell">
      {card.href ? (
        <SiteLink href={card.href} className="card card--link">
          {body}
        </SiteLink>
      ) : (
        <div className="card">{body}</div>
      )}
    </li>
  );
}

interface Props {
  readonly block: Block;
  /** The article's steps, for a 'howto' block. */
  readonly howTo?: HowToData;
}

export function ArticleBlock({ block, howTo }: Props) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <p className="callout">
          <RichText text={block.text} />
        </p>
      );
    case 'howto':
      return howTo ? <HowToSteps howTo={howTo} /> : null;
    case 'table':
      return (
        <DataTable
          caption={block.caption}
          columns={block.head}
          rows={block.rows.map((row) => ({
            key: row.join('|'),
            cells: row.map((cell, index) => (block.keys === index ? <Keys combo={cell} /> : <RichText text={cell} />)),
          }))}
        />
      );
    case 'cards':
      return (
        <ul className="grid grid--2 article-cards">
          {block.cards.map((card) => (
            <Card key={'article' in card ? card.article : card.title} card={card} />
          ))}
        </ul>
      );
    case 'stats':
      return (
        <dl className="article-stats">
          {block.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'links':
      return (
        <ul className="link-list">
          {block.links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      );
    case 'downloads':
      return (
        <p className="actions">
          {block.buttons.map((button, index) => (
            <DownloadButton key={button.label} channel={button.channel} variant={index === 0 ? 'primary' : 'secondary'}>
              {button.label}
            </DownloadButton>
          ))}
        </p>
      );
  }
}
