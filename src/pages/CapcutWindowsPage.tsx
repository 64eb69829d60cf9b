/** /capcut-windows: the download button, minimum and recommended requirements, install steps. */
import { DataTable } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { capcutWindowsPageCopy } from '../content/downloads/capcut-windows-page.ts';
import { installSteps } from '../content/downloads/install-steps.ts';
import { platforms, windowsRequirements } from '../facts.ts';
import type { Locale } from '../i18n/locale.ts';
import { useFactText, usePageCopy, useSharedCopy } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Site } from '../site-context.tsx';

export const structuredData = (_route: RouteRecord, _site: Site, locale: Locale) => [howToThing((locale.shared['install-steps'] ?? installSteps).windows)];

export default function CapcutWindowsPage() {
  const copy = usePageCopy('/capcut-windows/', capcutWindowsPageCopy);
  const install = useSharedCopy('install-steps', installSteps).windows;
  const factText = useFactText();
  const windows = platforms.windows;
  const { requirements, problems } = copy;
  const { seeAlso } = problems;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead(windows.version.value, windows.size.value)}>
        <DownloadButton channel="desktop">{copy.hero.button}</DownloadButton>
      </PageHero>
      <Section id="requirements" title={requirements.title} intro={requirements.intro}>
        <DataTable
          columns={requirements.columns}
          rows={requirements.parts.map((part, index) => ({
            key: part,
            cells: [part, factText(`windowsRequirements.minimum.${index}`), factText(`windowsRequirements.recommended.${index}`)],
          }))}
        />
        <FactSource fact={windowsRequirements.minimum} />
        <p>{requirements.checkYourPc}</p>
      </Section>
      <Section id="install" title={install.name}>
        <HowToSteps howTo={install} />
      </Section>
      <Section id="problems" title={problems.title}>
        <ul>
          {problems.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          {seeAlso.before}
          <SiteLink href="/capcut-mac/">{seeAlso.mac}</SiteLink>
          {seeAlso.between}
          <SiteLink href="/capcut-pc/">{seeAlso.pc}</SiteLink>
          {seeAlso.after}
        </p>
      </Section>
    </div>
  );
}
