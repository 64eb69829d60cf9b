/** /capcut-ios: the App Store link, compatible devices, install and update steps. App Store only. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { DeviceGroups } from '../components/downloads/DeviceGroups.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { installSteps } from '../content/downloads/install-steps.ts';
import type { Locale } from '../i18n/locale.ts';
import { iosPageCopy } from '../content/downloads/ios-page.ts';
import { platforms } from '../facts.ts';
import { useFactText, usePageCopy, useSharedCopy } from '../i18n/use-locale.tsx';

export const structuredData = (_route: unknown, _site: unknown, locale: Locale) => [howToThing((locale.shared['install-steps'] ?? installSteps).ios)];

export default function CapcutIosPage() {
  const copy = usePageCopy('/capcut-ios/', iosPageCopy);
  const requirement = useFactText()('platforms.ios.requirement');
  const ios = platforms.ios;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead(ios.version.value, ios.size.value, requirement)}>
        <DownloadButton channel="ios">{copy.hero.download}</DownloadButton>
      </PageHero>
      <FactSource fact={ios.version} />
      <Section id="compatibility" title={copy.compatibility.title} intro={copy.compatibility.intro(requirement)}>
        <DeviceGroups groups={copy.compatibility.devices} />
        <p>{copy.compatibility.yourVersion}</p>
      </Section>
      <Section id="install" title={useSharedCopy('install-steps', installSteps).ios.name}>
        <HowToSteps howTo={useSharedCopy('install-steps', installSteps).ios} />
      </Section>
      <Section id="update" title={copy.update.title}>
        <ol>
          {copy.update.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section id="safety" title={copy.safety.title}>
        <p>
          {copy.safety.before}
          <SiteLink href="/capcut-pro/">{copy.safety.link}</SiteLink>
          {copy.safety.after}
        </p>
      </Section>
    </div>
  );
}
