/** /capcut-pro: the official Pro subscription: what it adds, Free vs Pro, prices, where to buy it. */
import { DataTable } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { planRows, proAdds, type PlanRow } from '../content/downloads/pro.ts';
import { proPrice, proPurchase } from '../facts.ts';

const Included = ({ value }: { value: PlanRow['free'] }) =>
  typeof value === 'string' ? (
    <>{value}</>
  ) : (
    <span className="included">
      <Icon name={value ? 'check' : 'x'} />
      {value ? 'Included' : 'Not included'}
    </span>
  );

const buySteps = [
  'Install CapCut from Google Play or the App Store (buttons at the top of this page), or open the desktop app or the web editor.',
  'Tap or click an item marked Pro, or the Pro button in your profile.',
  'Pick monthly or yearly; you see your local price before you pay.',
  'Manage or cancel later where you paid: your Google Play or Apple subscriptions, or CapCut’s own subscription settings.',
];

export default function CapcutProPage() {
  return (
    <div className="page">
      <PageHero title="CapCut Pro: the Official Subscription" lead={`CapCut is free; Pro is an optional subscription for ${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year that unlocks the items marked Pro. ${proPurchase.value.where}`}>
        <DownloadButton channel="android">Get CapCut on Google Play</DownloadButton>
        <DownloadButton channel="ios" variant="secondary">
          Get CapCut on the App Store
        </DownloadButton>
      </PageHero>
      <Section id="what-pro-adds" title="What Pro adds">
        <ul>
          {proAdds.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Everything else (the timeline, exports without watermark, keyframes, captions and most effects) stays in the free plan.</p>
      </Section>
      <Section id="free-vs-pro" title="Free vs Pro">
        <DataTable
          columns={['Feature', 'Free', 'Pro', 'Notes']}
          rows={planRows.map((row) => ({ key: row.feature, cells: [row.feature, <Included value={row.free} />, <Included value={row.pro} />, row.description] }))}
        />
        <FactSource fact={proPrice.monthly} />
      </Section>
      <Section id="how-to-subscribe" title="How to subscribe">
        <ol>
          {buySteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{proPurchase.value.priceNote}</p>
        <FactSource fact={proPurchase} />
        <p className="callout">
          No website, APK or "Pro unlocked" build can give you Pro for free: such copies are modified, can carry malware, and break CapCut's terms. If Pro is not worth it for you, the free plan already covers most editing, and our <SiteLink href="/alternatives/">alternatives</SiteLink> page compares other editors' prices.
        </p>
      </Section>
    </div>
  );
}
