/** /quick-tips/: four tip cards, three hack groups, pro secrets and next steps. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { DifficultyBadge } from '../components/learning/DifficultyBadge.tsx';
import { Icon } from '../components/Icon.tsx';
import { hackIcons, quickTipsCopy, tipCardLevels, type QuickTipsCopy } from '../content/learning/tips.ts';
import { formatCount } from '../i18n/format.ts';
import { useLocale, useMessages, usePageCopy } from '../i18n/use-locale.tsx';

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T)[];

/** Every tip on the page, counted from the lists it shows. */
const tipCount = (copy: QuickTipsCopy) =>
  Object.values(copy.tipCards).reduce((sum, card) => sum + card.tips.length, 0) + Object.values(copy.hackGroups).reduce((sum, group) => sum + group.hacks.length, 0) + copy.proSecrets.length;

const Actions = ({ copy }: { copy: QuickTipsCopy }) => (
  <>
    <SiteLink href="/download/" className="button button--primary">
      {copy.actions.download}
    </SiteLink>
    <SiteLink href="/video-tutorials/" className="button button--secondary">
      {copy.actions.tutorials}
    </SiteLink>
  </>
);

export default function QuickTipsPage() {
  const copy = usePageCopy('/quick-tips/', quickTipsCopy);
  const { levels } = useMessages().learning;
  const locale = useLocale();
  return (
    <div className="page">
      <PageHero eyebrow={<span className="badge badge--accent">{copy.hero.count(formatCount(locale, tipCount(copy)))}</span>} title={copy.hero.title} lead={copy.hero.lead}>
        <Actions copy={copy} />
      </PageHero>
      <Section id="tips" title={copy.sections.tips}>
        <div className="grid grid--2">
          {keysOf(tipCardLevels).map((key) => (
            <article key={key} className="card">
              <h3 className="card__title">{copy.tipCards[key].title}</h3>
              <p className="badges">
                <DifficultyBadge level={tipCardLevels[key]} label={levels[tipCardLevels[key]]} />
              </p>
              <ul>
                {copy.tipCards[key].tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="hacks" title={copy.sections.hacks}>
        <div className="grid grid--3">
          {keysOf(hackIcons).map((key) => (
            <article key={key} className="card">
              <Icon name={hackIcons[key]} className="card__icon" />
              <h3 className="card__title">{copy.hackGroups[key].title}</h3>
              <ul>
                {copy.hackGroups[key].hacks.map((hack) => (
                  <li key={hack}>{hack}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="pro-secrets" title={copy.sections.proSecrets}>
        <div className="callout">
          <ol>
            {copy.proSecrets.map((secret) => (
              <li key={secret}>{secret}</li>
            ))}
          </ol>
        </div>
      </Section>
      <Section id="next" title={copy.sections.next}>
        <p>{copy.next}</p>
        <div className="actions">
          <Actions copy={copy} />
        </div>
      </Section>
    </div>
  );
}
