/** /capcut-mac: Intel and Apple Silicon models, install steps, Gatekeeper and permission fixes. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { DeviceGroups } from '../components/downloads/DeviceGroups.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { ProblemList } from '../components/downloads/ProblemList.tsx';
import { macDevices } from '../content/downloads/devices.ts';
import { macInstall } from '../content/downloads/install-steps.ts';
import { platforms } from '../facts.ts';

const security = [
  { problem: '“CapCut can’t be opened because Apple cannot check it”', fix: 'The official app is notarized by Apple, so this usually means the file came from somewhere else or is damaged. Move it to the Bin, download again from the official page, and open it from Applications.' },
  { problem: 'macOS asks whether to open an app downloaded from the internet', fix: 'That prompt is normal the first time. Choose Open. If you closed it, open System Settings, Privacy and Security, and click Open Anyway next to CapCut.' },
  { problem: 'The camera or microphone does not record', fix: 'Open System Settings, Privacy and Security, then Camera (or Microphone), and turn CapCut on. Quit and reopen CapCut afterwards.' },
  { problem: 'Screen recording shows a black window', fix: 'Allow CapCut under Privacy and Security, Screen and System Audio Recording (Screen Recording on older macOS), then restart the app.' },
  { problem: 'CapCut cannot import from a folder or drive', fix: 'Under Privacy and Security, Files and Folders, allow CapCut access to Desktop, Documents, Downloads or removable volumes as needed.' },
];

export const structuredData = () => [howToThing(macInstall)];

export default function CapcutMacPage() {
  const mac = platforms.mac;
  return (
    <div className="page">
      <PageHero title="CapCut for Mac" lead={`The free CapCut desktop app runs natively on Intel and Apple Silicon Macs: version ${mac.version.value}, about ${mac.size.value}, for ${mac.requirement.value}.`}>
        <DownloadButton channel="desktop">Download for Mac</DownloadButton>
      </PageHero>
      <FactSource fact={mac.requirement} />
      <Section id="models" title="Macs that run CapCut" intro="Every Mac that can install macOS 12 Monterey or later. Check yours under Apple menu, About This Mac.">
        <DeviceGroups groups={macDevices} />
        <p>Apple Silicon Macs export noticeably faster thanks to their media engines; on Intel Macs, 8 GB of RAM or more makes 4K editing smoother.</p>
      </Section>
      <Section id="install" title={macInstall.name}>
        <HowToSteps howTo={macInstall} />
      </Section>
      <Section id="security" title="Security and permission problems">
        <ProblemList items={security} />
        <p>
          Never turn off Gatekeeper or run commands found online to open an app: the fix above is all the official app needs. More help is in the <SiteLink href="/installation-guide/">installation guide</SiteLink>; on Windows, see <SiteLink href="/capcut-windows/">CapCut for Windows</SiteLink>.
        </p>
      </Section>
    </div>
  );
}
