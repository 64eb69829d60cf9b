/** /capcut-vs-pro/ (alias /blog/capcut-vs-pro/): CapCut Free vs Pro: table, plans, pros and cons, FAQ and verdict. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { FaqList, faqThing } from '../components/Faq.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FeatureTable, tally } from '../components/comparisons/FeatureTable.tsx';
import { ProsCons } from '../components/comparisons/ProsCons.tsx';
import { SourceNote } from '../components/comparisons/SourceNote.tsx';
import { planFacts, planRows, plans, proFaq, proSides } from '../content/comparisons/capcut-vs-pro.ts';
import { readingMinutes } from '../content/comparisons/reading.ts';
import { proPrice } from '../facts.ts';

export const structuredData = () => [faqThing(proFaq)];

const wins = tally(planRows);

export default function CapcutVsProPage() {
  return (
    <article className="page comparison">
      <PageHero
        eyebrow={`Comparison · ${readingMinutes.capcutVsPro} minute read`}
        title="CapCut Free vs CapCut Pro: Is Pro Worth It?"
        lead={`CapCut Pro costs ${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year. Here is exactly what it adds to the free app, and who should pay for it.`}
      >
        <DownloadButton channel="android">Get CapCut on Google Play</DownloadButton>
        <SiteLink href="/capcut-pro/" className="button button--secondary">
          About CapCut Pro
        </SiteLink>
      </PageHero>

      <Section id="features" title="Free vs Pro, feature by feature" intro={`The two plans tie on ${wins.tie} of ${planRows.length} rows, including watermark, exports and quality; Pro adds ${wins.other} things.`}>
        <FeatureTable caption="CapCut Free and CapCut Pro compared" capcutName="Free" otherName="Pro" rows={planRows} />
        <SourceNote facts={planFacts} />
      </Section>

      <Section id="pricing" title="Plans and prices" intro="Official prices in US dollars. Pro is bought inside the official app or on the official website; local prices can differ.">
        <div className="grid grid--3">
          {plans.map((plan) => (
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
      </Section>

      <Section id="pros-cons" title="Pros and cons">
        <ProsCons name="CapCut Free" pros={proSides.free.strengths} cons={proSides.free.weaknesses} />
        <ProsCons name="CapCut Pro" pros={proSides.pro.strengths} cons={proSides.pro.weaknesses} />
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <FaqList items={proFaq} />
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
    </article>
  );
}
