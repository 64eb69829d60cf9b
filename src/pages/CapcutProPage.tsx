/** /capcut-pro: the official Pro subscription: what it adds, Free vs Pro, prices, where to buy it. */
import { DataTable } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { proFigures, proPageCopy, type PlanRow } from '../content/downloads/pro.ts';
import { proPrice, proPurchase } from '../facts.ts';
import { useFactText, usePageCopy } from '../i18n/use-locale.tsx';

const Included = ({ value, words }: { value: PlanRow['free']; words: { readonly included: string; readonly notIncluded: string } }) =>
  typeof value === 'string' ? (
    <>{value}</>
  ) : (
    <span className="included">
      <Icon name={value ? 'check' : 'x'} />
      {value ? words.included : words.notIncluded}
    </span>
  );

export default function CapcutProPage() {
  const copy = usePageCopy('/capcut-pro/', proPageCopy);
  const figures = proFigures(useFactText());
  const { plans, subscribe } = copy;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead(figures)}>
        <DownloadButton channel="android">{copy.hero.googlePlay}</DownloadButton>
        <DownloadButton channel="ios" variant="secondary">
          {copy.hero.appStore}
        </DownloadButton>
      </PageHero>
      <Section id="what-pro-adds" title={copy.adds.title}>
        <ul>
          {copy.adds.items(figures).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{copy.adds.rest}</p>
      </Section>
      <Section id="free-vs-pro" title={plans.title}>
        <DataTable
          columns={plans.columns}
          rows={plans.rows(figures).map((row) => ({ key: row.feature, cells: [row.feature, <Included value={row.free} words={plans} />, <Included value={row.pro} words={plans} />, row.description] }))}
        />
        <FactSource fact={proPrice.monthly} />
      </Section>
      <Section id="how-to-subscribe" title={subscribe.title}>
        <ol>
          {subscribe.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{figures.priceNote}</p>
        <FactSource fact={proPurchase} />
        <p className="callout">
          {subscribe.warning}
          <SiteLink href="/alternatives/">{subscribe.warningLink}</SiteLink>
          {subscribe.warningAfter}
        </p>
      </Section>
    </div>
  );
}
