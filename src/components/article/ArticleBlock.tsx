/** One block of an article body (src/content/articles/types.ts) as markup. */
import type { ReactNode } from 'react';
import type { Block, CardItem } from '../../content/articles/types.ts';
import { HowToSteps, type HowToStep } from '../HowTo.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { RichText } from './RichText.tsx';

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

function Card({ card }: { card: CardItem }) {
  const body = (
    <>
      {card.icon && (
        <p className="card__icon" aria-hidden="true">
          {card.icon}
        </p>
      )}
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
  /** The article's HowTo steps, for a 'howto' block. */
  readonly steps?: readonly HowToStep[];
  /** What the page module puts in its 'slot' blocks. */
  readonly slots?: Readonly<Record<string, ReactNode>>;
}

export function ArticleBlock({ block, steps, slots }: Props) {
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
      return steps ? <HowToSteps steps={steps} /> : null;
    case 'table':
      return (
        <div className="table-wrap">
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {block.keys === 0 ? <Keys combo={cell} /> : <RichText text={cell} />}
                      </th>
                    ) : (
                      <td key={index}>{block.keys === index ? <Keys combo={cell} /> : <RichText text={cell} />}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'cards':
      return (
        <ul className="grid grid--2 article-cards">
          {block.cards.map((card) => (
            <Card key={card.title} card={card} />
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
    case 'slot':
      return slots?.[block.name] ?? null;
  }
}
