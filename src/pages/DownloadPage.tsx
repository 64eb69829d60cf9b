/** /download: the Android hero card, the three platform cards, Android install steps, other devices. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { PlatformGrid, Specs } from '../components/downloads/PlatformCard.tsx';
import { downloadPageCopy } from '../content/downloads/download-page.ts';
import { installSteps } from '../content/downloads/install-steps.ts';
import { platformEntries } from '../content/downloads/platforms.ts';
import { platforms } from '../facts.ts';
import type { Locale } from '../i18n/locale.ts';
import { usePageCopy, useSharedCopy } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Site } from '../site-context.tsx';
import { Icon } from '../components/Icon.tsx';

const android = platformEntries[0]!;

const otherDevices = [
  ['mac', '/capcut-mac/'],
  ['chromebook', '/capcut-chromebook/'],
  ['web', '/capcut-web/'],
  ['pro', '/capcut-pro/'],
] as const;

export const structuredData = (_route: RouteRecord, _site: Site, locale: Locale) => [howToThing((locale.shared['install-steps'] ?? installSteps).android)];

export default function DownloadPage() {
  const copy = usePageCopy('/download/', downloadPageCopy);
  const androidInstall = useSharedCopy('install-steps', installSteps).android;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead} />
      <section className="card card--featured download-hero" aria-labelledby="android-title">
        <Icon name={android.icon} className="card__icon" />
        <h2 id="android-title" className="card__title">
          {copy.android.title}
        </h2>
        <p>{copy.android.text}</p>
        <Specs entry={android} />
        <p className="actions">
          <DownloadButton channel="android">{copy.android.button}</DownloadButton>
          <SiteLink href="/installation-guide/">{copy.android.guide}</SiteLink>
        </p>
        <FactSource fact={platforms.android.version} />
      </section>
      <Section id="platforms" title={copy.platforms.title} intro={copy.platforms.intro}>
        <PlatformGrid entries={platformEntries} />
      </Section>
      <Section id="install-android" title={androidInstall.name}>
        <HowToSteps howTo={androidInstall} />
        <p className="callout">{copy.noGooglePlay}</p>
      </Section>
      <Section id="other-devices" title={copy.otherDevices.title}>
        <ul className="grid grid--4">
          {otherDevices.map(([key, href]) => (
            <li key={href}>
              <SiteLink className="card card--link" href={href}>
                <span className="card__title">{copy.otherDevices[key].title}</span>
                <span className="muted">{copy.otherDevices[key].text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
