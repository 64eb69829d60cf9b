/** /capcut-chromebook: install from Google Play, or use the web editor; requirements. */
import { DataTable } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { chromebookInstall } from '../content/downloads/install-steps.ts';
import { chromebookRequirements, platforms } from '../facts.ts';

const needs = chromebookRequirements.value;
const requirementRows = [
  ['Chrome OS', needs.os],
  ['Google Play', 'Turned on (Settings, Apps)'],
  ['Memory', `${needs.ramMinimum} minimum, ${needs.ramRecommended} recommended`],
  ['Free storage', needs.disk],
] as const;

export const structuredData = () => [howToThing(chromebookInstall)];

export default function CapcutChromebookPage() {
  return (
    <div className="page">
      <PageHero title="CapCut on Chromebook" lead={`Most Chromebooks run the Android app of CapCut (version ${platforms.chromebook.version.value}) from Google Play. If yours cannot, the web editor runs in Chrome with nothing to install.`}>
        <DownloadButton channel="android">Install from Google Play</DownloadButton>
        <DownloadButton channel="web" variant="secondary">
          Open the web editor
        </DownloadButton>
      </PageHero>
      <Section id="requirements" title="Requirements">
        <DataTable rows={requirementRows.map(([part, value]) => ({ key: part, cells: [part, value] }))} />
        <FactSource fact={chromebookRequirements} />
      </Section>
      <Section id="install" title={chromebookInstall.name}>
        <HowToSteps howTo={chromebookInstall} />
      </Section>
      <Section id="web-option" title="Or use the web editor">
        <p>
          The web editor needs no Google Play and no install, which suits school Chromebooks where apps are locked. It runs in Chrome, saves projects to your CapCut account and exports to the Downloads folder. It needs a steady connection and works best with projects under a few minutes.
        </p>
        <p>
          Not sure which to choose? Compare them on <SiteLink href="/capcut-web/">CapCut Web vs the app</SiteLink>.
        </p>
      </Section>
    </div>
  );
}
