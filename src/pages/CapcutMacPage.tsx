/** /capcut-mac: Intel and Apple Silicon models, install steps, Gatekeeper and permission fixes. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { DeviceGroups } from '../components/downloads/DeviceGroups.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { ProblemList } from '../components/downloads/ProblemList.tsx';
import { capcutMacPageCopy } from '../content/downloads/capcut-mac-page.ts';
import { installSteps } from '../content/downloads/install-steps.ts';
import { platforms } from '../facts.ts';
import type { Locale } from '../i18n/locale.ts';
import { useFactText, usePageCopy, useSharedCopy } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Site } from '../site-context.tsx';

export const structuredData = (_route: RouteRecord, _site: Site, locale: Locale) => [howToThing((locale.shared['install-steps'] ?? installSteps).mac)];

export default function CapcutMacPage() {
  const copy = usePageCopy('/capcut-mac/', capcutMacPageCopy);
  const install = useSharedCopy('install-steps', installSteps).mac;
  const factText = useFactText();
  const mac = platforms.mac;
  const { models, security } = copy;
  const { moreHelp } = security;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead(mac.version.value, mac.size.value, factText('platforms.mac.requirement'))}>
        <DownloadButton channel="desktop">{copy.hero.button}</DownloadButton>
      </PageHero>
      <FactSource fact={mac.requirement} />
      <Section id="models" title={models.title} intro={models.intro}>
        <DeviceGroups groups={models.groups} />
        <p>{models.performance}</p>
      </Section>
      <Section id="install" title={install.name}>
        <HowToSteps howTo={install} />
      </Section>
      <Section id="security" title={security.title}>
        <ProblemList items={security.problems} />
        <p>
          {moreHelp.before}
          <SiteLink href="/installation-guide/">{moreHelp.guide}</SiteLink>
          {moreHelp.between}
          <SiteLink href="/capcut-windows/">{moreHelp.windows}</SiteLink>
          {moreHelp.after}
        </p>
      </Section>
    </div>
  );
}
