/** /quick-tips/: four tip cards, three hack groups, pro secrets and next steps. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { DifficultyBadge } from '../components/learning/DifficultyBadge.tsx';
import { Icon } from '../components/Icon.tsx';
import { hackGroups, proSecrets, tipCards } from '../content/learning/tips.ts';

/** Every tip on the page, counted from the lists it shows. */
const tipCount = tipCards.reduce((sum, card) => sum + card.tips.length, 0) + hackGroups.reduce((sum, group) => sum + group.hacks.length, 0) + proSecrets.length;

const Actions = () => (
  <>
    <SiteLink href="/download/" className="button button--primary">
      Download CapCut
    </SiteLink>
    <SiteLink href="/video-tutorials/" className="button button--secondary">
      Video tutorials
    </SiteLink>
  </>
);

export default function QuickTipsPage() {
  return (
    <div className="page">
      <PageHero
        eyebrow={<span className="badge badge--accent">{tipCount} tips</span>}
        title="CapCut Quick Tips and Hacks"
        lead="Short, practical tips that make editing in CapCut faster and your videos cleaner, from your first cut to keyframed motion."
      >
        <Actions />
      </PageHero>
      <Section id="tips" title="Tips by skill level">
        <div className="grid grid--2">
          {tipCards.map((card) => (
            <article key={card.title} className="card">
              <h3 className="card__title">{card.title}</h3>
              <p className="badges">
                <DifficultyBadge level={card.difficulty} />
              </p>
              <ul>
                {card.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="hacks" title="Editing hacks">
        <div className="grid grid--3">
          {hackGroups.map((group) => (
            <article key={group.title} className="card">
              <Icon name={group.icon} className="card__icon" />
              <h3 className="card__title">{group.title} hacks</h3>
              <ul>
                {group.hacks.map((hack) => (
                  <li key={hack}>{hack}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="pro-secrets" title="Pro secrets">
        <div className="callout">
          <ol>
            {proSecrets.map((secret) => (
              <li key={secret}>{secret}</li>
            ))}
          </ol>
        </div>
      </Section>
      <Section id="next" title="Keep learning">
        <p>Get the official app for your device, then try each tip on a short clip of your own; the tutorials page has a written guide for every topic.</p>
        <div className="actions">
          <Actions />
        </div>
      </Section>
    </div>
  );
}
