/** /download: the Android hero card, the three platform cards, Android install steps, other devices. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { PlatformGrid, Specs } from '../components/downloads/PlatformCard.tsx';
import { androidInstall } from '../content/downloads/install-steps.ts';
import { platformEntries } from '../content/downloads/platforms.ts';
import { platforms } from '../facts.ts';
import { Icon } from '../components/Icon.tsx';

const android = platformEntries[0]!;

const otherDevices = [
  { href: '/capcut-mac/', title: 'Mac', text: 'Intel and Apple Silicon Macs' },
  { href: '/capcut-chromebook/', title: 'Chromebook', text: 'Google Play or the web editor' },
  { href: '/capcut-web/', title: 'Web editor', text: 'Edit in the browser, no install' },
  { href: '/capcut-pro/', title: 'CapCut Pro', text: 'The official subscription' },
];

export const structuredData = () => [howToThing(androidInstall)];

export default function DownloadPage() {
  return (
    <div className="page">
      <PageHero title="Download CapCut" lead="Every button on this page opens an official channel of CapCut's maker: Google Play, the App Store or CapCut's own download page. The app is free; you always get the current version." />
      <section className="card card--featured download-hero" aria-labelledby="android-title">
        <Icon name={android.icon} className="card__icon" />
        <h2 id="android-title" className="card__title">
          CapCut for Android
        </h2>
        <p>The most used version of CapCut. Google Play installs it, checks it and updates it for you; no root and no unknown sources needed.</p>
        <Specs entry={android} />
        <p className="actions">
          <DownloadButton channel="android">Get it on Google Play</DownloadButton>
          <SiteLink href="/installation-guide/">Installation guide</SiteLink>
        </p>
        <FactSource fact={platforms.android.version} />
      </section>
      <Section id="platforms" title="Choose your platform" intro="The same free app on phones, tablets and computers; your account keeps drafts in sync.">
        <PlatformGrid entries={platformEntries} />
      </Section>
      <Section id="install-android" title={androidInstall.name}>
        <HowToSteps howTo={androidInstall} />
        <p className="callout">
          Phone without Google Play? Use the web editor from a computer, or ask the maker's support about your device. Do not install CapCut from file-sharing sites: such copies can be modified and carry malware.
        </p>
      </Section>
      <Section id="other-devices" title="Other devices">
        <ul className="grid grid--4">
          {otherDevices.map((device) => (
            <li key={device.href}>
              <SiteLink className="card card--link" href={device.href}>
                <span className="card__title">{device.title}</span>
                <span className="muted">{device.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
