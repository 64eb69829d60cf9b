/** /capcut-pro: the official Pro subscription: what it adds, Free vs Pro, prices, where to buy it. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/Blocks.tsx';
import { planRows, proAdds, type PlanRow } from '../content/downloads/pro.ts';
import { proPrice } from '../facts.ts';

const Cell = ({ value }: { value: PlanRow['free'] }) =>
  typeof value === 'string' ? <td>{value}</td> : <td>{value ? <><span aria-hidden="true">✓ </span>Included</> : <><span aria-hidden="true">✗ </span>Not included</>}</td>;

const buySteps = [
  'Install CapCut from Google Play or the App Store (buttons at the top of this page).',
  'Open the app, tap an item marked Pro or the Pro button in your profile.',
  'Pick monthly or yearly; the store shows your local price before you pay.',
  'Manage or cancel later in your Google Play or Apple subscriptions.',
];

export default function CapcutProPage() {
  return (
    <div className="page">
      <PageHero title="CapCut Pro: the Official Subscription" lead={`CapCut is free; Pro is an optional subscription for ${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year that unlocks the items marked Pro. It is sold only inside the official app.`}>
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
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Free</th>
                <th scope="col">Pro</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {planRows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <Cell value={row.free} />
                  <Cell value={row.pro} />
                  <td>{row.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <FactSource fact={proPrice.monthly} />
      </Section>
      <Section id="how-to-subscribe" title="How to subscribe">
        <ol>
          {buySteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="callout">
          No website, APK or "Pro unlocked" build can give you Pro for free: such copies are modified, can carry malware, and break CapCut's terms. If Pro is not worth it for you, the free plan already covers most editing, and our <SiteLink href="/alternatives/">alternatives</SiteLink> page compares other editors' prices.
        </p>
      </Section>
    </div>
  );
}
