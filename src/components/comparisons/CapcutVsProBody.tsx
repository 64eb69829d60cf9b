/** What the body of capcut-vs-pro.mdx places (<CapcutVsPro />): the table, plans, pros and cons, FAQ and verdict, in the page's language. */
import { capcutVsProCopy, type PlansData } from '../../content/comparisons/capcut-vs-pro.ts';
import { proPrice, proPurchase } from '../../facts.ts';
import { useFactText, useSharedCopy } from '../../i18n/use-locale.tsx';
import { FaqList } from '../Faq.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable, tally } from './FeatureTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { SourceNote } from './SourceNote.tsx';

/** The data and words of the page's language. */
export const useCapcutVsPro = (): { content: PlansData; words: typeof capcutVsProCopy.words } => {
  const copy = useSharedCopy('capcut-vs-pro', capcutVsProCopy);
  return { content: copy.data(useFactText()), words: copy.words };
};

export function CapcutVsProBody() {
  const { content, words } = useCapcutVsPro();
  const fact = useFactText();
  const wins = tally(content.rows);
  return (
    <>
      <Section id="features" title={words.features.title} intro={words.features.intro(wins.tie, content.rows.length, wins.other)}>
        <FeatureTable caption={words.features.caption} capcutName={words.features.free} otherName={words.features.pro} rows={content.rows} />
        <SourceNote facts={content.facts} />
      </Section>

      <Section id="pricing" title={words.pricing.title} intro={words.pricing.intro(fact('proPurchase.where'), fact('proPurchase.priceNote'))}>
        <div className="grid grid--3">
          {content.plans.map((plan) => (
            <div key={plan.name} className={plan.featured ? 'card card--featured plan' : 'card plan'}>
              <h3 className="card__title">{plan.name}</h3>
              <p className="plan__price">
                <strong>{plan.price}</strong> <span className="muted">{plan.per}</span>
              </p>
              <p>{plan.note}</p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <SourceNote facts={[proPrice.monthly, proPurchase]} />
      </Section>

      <Section id="pros-cons" title={words.prosCons.title}>
        <ProsCons name={words.prosCons.free} pros={content.sides.free.strengths} cons={content.sides.free.weaknesses} />
        <ProsCons name={words.prosCons.pro} pros={content.sides.pro.strengths} cons={content.sides.pro.weaknesses} />
      </Section>

      <Section id="faq" title={words.faqTitle}>
        <FaqList items={content.faq} />
      </Section>

      <Section id="verdict" title={words.verdict.title}>
        {words.verdict.paragraphs(fact('proPrice.cloudFree')).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            {words.verdict.download}
          </SiteLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            {words.verdict.compare}
          </SiteLink>
        </p>
      </Section>
    </>
  );
}
