/** /capcut-chromebook: install from Google Play, or use the web editor; requirements. */
import { DataTable } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { chromebookPageCopy } from '../content/downloads/chromebook-page.ts';
import { installSteps } from '../content/downloads/install-steps.ts';
import type { Locale } from '../i18n/locale.ts';
import { chromebookRequirements, platforms } from '../facts.ts';
import { useFactText, usePageCopy, useSharedCopy } from '../i18n/use-locale.tsx';

export const structuredData = (_route: unknown, _site: unknown, locale: Locale) => [howToThing((locale.shared['install-steps'] ?? installSteps).chromebook)];

export default function CapcutChromebookPage() {
  const copy = usePageCopy('/capcut-chromebook/', chromebookPageCopy);
  const fact = useFactText();
  const needs = copy.requirements;
  const requirementRows = [
    [needs.os, fact('chromebookRequirements.os')],
    [needs.googlePlay, needs.googlePlayValue],
    [needs.memory, needs.memoryValue(fact('chromebookRequirements.ramMinimum'), fact('chromebookRequirements.ramRecommended'))],
    [needs.storage, fact('chromebookRequirements.disk')],
  ] as const;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead(platforms.chromebook.version.value)}>
        <DownloadButton channel="android">{copy.hero.install}</DownloadButton>
        <DownloadButton channel="web" variant="secondary">
          {copy.hero.openWeb}
        </DownloadButton>
      </PageHero>
      <Section id="requirements" title={needs.title}>
        <DataTable rows={requirementRows.map(([part, value]) => ({ key: part, cells: [part, value] }))} />
        <FactSource fact={chromebookRequirements} />
      </Section>
      <Section id="install" title={useSharedCopy('install-steps', installSteps).chromebook.name}>
        <HowToSteps howTo={useSharedCopy('install-steps', installSteps).chromebook} />
      </Section>
      <Section id="web-option" title={copy.web.title}>
        <p>{copy.web.text}</p>
        <p>
          {copy.web.compare}
          <SiteLink href="/capcut-web/">{copy.web.compareLink}</SiteLink>
          {copy.web.compareAfter}
        </p>
      </Section>
    </div>
  );
}
