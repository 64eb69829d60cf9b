/** /capcut-pc: Windows and Mac download buttons (the maker's desktop page) and install steps for both. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { macInstall, windowsInstall } from '../content/downloads/install-steps.ts';
import { platforms } from '../facts.ts';

const systems = [
  { name: 'Windows', facts: platforms.windows, guide: '/capcut-windows/' },
  { name: 'Mac', facts: platforms.mac, guide: '/capcut-mac/' },
] as const;

export const structuredData = () => [howToThing(windowsInstall), howToThing(macInstall)];

export default function CapcutPcPage() {
  return (
    <div className="page">
      <PageHero title="CapCut for PC: Windows and Mac" lead="The desktop app gives you a larger timeline, keyboard shortcuts and faster exports than the phone app. It is free from CapCut's own download page, which offers the right installer for your computer.">
        <DownloadButton channel="desktop">Download for Windows</DownloadButton>
        <DownloadButton channel="desktop" variant="secondary">
          Download for Mac
        </DownloadButton>
      </PageHero>
      <Section id="requirements" title="Which computers can run it">
        <div className="grid grid--2">
          {systems.map((system) => (
            <div key={system.name} className="card">
              <h3 className="card__title">{system.name}</h3>
              <p>
                Version {system.facts.version.value}, about {system.facts.size.value}. Needs {system.facts.requirement.value}.
              </p>
              <SiteLink href={system.guide}>Full {system.name} requirements and help</SiteLink>
            </div>
          ))}
        </div>
        <FactSource fact={platforms.windows.version} />
      </Section>
      <Section id="install-windows" title={windowsInstall.name}>
        <HowToSteps howTo={windowsInstall} />
      </Section>
      <Section id="install-mac" title={macInstall.name}>
        <HowToSteps howTo={macInstall} />
      </Section>
      <Section id="desktop-tips" title="Getting started on the desktop">
        <ul>
          <li>Sign in with the account you use on your phone: drafts saved to the cloud open on the computer too.</li>
          <li>Drag clips from File Explorer or Finder straight onto the timeline.</li>
          <li>Learn a handful of shortcuts first: split, undo and play or pause save the most time. Our <SiteLink href="/blog/keyboard-shortcuts/">keyboard shortcuts guide</SiteLink> lists them.</li>
          <li>No install allowed on a school or work computer? The <SiteLink href="/capcut-web/">web editor</SiteLink> runs in the browser.</li>
        </ul>
      </Section>
    </div>
  );
}
