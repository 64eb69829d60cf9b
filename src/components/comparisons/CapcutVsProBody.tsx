/** The body of /capcut-vs-pro/, under its header: the table, plans, pros and cons, FAQ and verdict. */
import type { PlansContent } from '../../content/comparisons/capcut-vs-pro.ts';
import { proPrice, proPurchase } from '../../facts.ts';
import { FaqList } from '../Faq.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable, tally } from './FeatureTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { SourceNote } from './SourceNote.tsx';

export function CapcutVsProBody({ content }: { content: PlansContent }) {
  const wins = tally(content.rows);
  return (
    <>
      <Section id="features" title="Free vs Pro, feature by feature" intro={`The two plans tie on ${wins.tie} of ${content.rows.length} rows, including watermark, exports and quality; Pro adds ${wins.other} things.`}>
        <FeatureTable caption="CapCut Free and CapCut Pro compared" capcutName="Free" otherName="Pro" rows={content.rows} />
        <SourceNote facts={content.facts} />
      </Section>

      <Section id="pricing" title="Plans and prices" intro={`Official prices in US dollars. ${proPurchase.value.where} ${proPurchase.value.priceNote}`}>
        <div className="grid grid--3">
          {content.plans.map((plan) => (
            <div key={plan.name} className={plan.name === 'Pro yearly' ? 'card card--featured plan' : 'card plan'}>
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

      <Section id="pros-cons" title="Pros and cons">
        <ProsCons name="CapCut Free" pros={content.sides.free.strengths} cons={content.sides.free.weaknesses} />
        <ProsCons name="CapCut Pro" pros={content.sides.pro.strengths} cons={content.sides.pro.weaknesses} />
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <FaqList items={content.faq} />
      </Section>

      <Section id="verdict" title="Verdict">
        <p>
          The table settles most of it: Free and Pro tie on watermark, exports, quality and editing tools, so the free plan is enough for most people. Pro is worth paying for if you keep reaching for effects or templates marked Pro, rely on the Pro AI tools, or need more than {proPrice.cloudFree.value} of cloud storage for drafts.
        </p>
        <p>Start free. If you subscribe, the yearly plan costs less than twelve monthly payments; the monthly plan suits a single project.</p>
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            Download CapCut
          </SiteLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            Compare other editors
          </SiteLink>
        </p>
      </Section>
    </>
  );
}
