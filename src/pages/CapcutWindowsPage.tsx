/** /capcut-windows: the download button, minimum and recommended requirements, install steps. */
import { DataTable } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { windowsInstall } from '../content/downloads/install-steps.ts';
import { platforms, windowsRequirements } from '../facts.ts';

const parts = ['Operating system', 'Processor', 'Memory', 'Graphics', 'Storage'];
const { minimum, recommended } = windowsRequirements;

export const structuredData = () => [howToThing(windowsInstall)];

export default function CapcutWindowsPage() {
  const windows = platforms.windows;
  return (
    <div className="page">
      <PageHero title="CapCut for Windows" lead={`The free CapCut desktop app for Windows 10 and 11: version ${windows.version.value}, about ${windows.size.value}, from CapCut's official download page.`}>
        <DownloadButton channel="desktop">Download for Windows</DownloadButton>
      </PageHero>
      <Section id="requirements" title="System requirements" intro="The minimum runs the editor; the recommended setup keeps 1080p and 4K previews smooth.">
        <DataTable
          columns={['Part', 'Minimum', 'Recommended']}
          rows={parts.map((part, index) => ({ key: part, cells: [part, minimum.value[index], recommended.value[index]] }))}
        />
        <FactSource fact={minimum} />
        <p>
          To check your PC, open Settings, then System, then About: it shows the Windows edition, the processor, the installed RAM and whether the system is 64-bit.
        </p>
      </Section>
      <Section id="install" title={windowsInstall.name}>
        <HowToSteps howTo={windowsInstall} />
      </Section>
      <Section id="problems" title="If something goes wrong">
        <ul>
          <li>Windows warns about the installer: the official installer is signed by the maker, so a warning usually means a damaged or unofficial file. Delete it and download again from CapCut's download page; never run an installer from another site.</li>
          <li>The preview stutters: lower the preview quality in the player menu, close other apps, and update the graphics driver.</li>
          <li>The installer stops: make sure the drive has free space and your antivirus is not blocking the download, then run it again.</li>
        </ul>
        <p>
          Using a Mac as well? See <SiteLink href="/capcut-mac/">CapCut for Mac</SiteLink>, or <SiteLink href="/capcut-pc/">CapCut for PC</SiteLink> for both.
        </p>
      </Section>
    </div>
  );
}
