/** /capcut-ios: the App Store link, compatible devices, install and update steps. App Store only. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { DeviceGroups } from '../components/downloads/DeviceGroups.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { iosDevices } from '../content/downloads/devices.ts';
import { iosInstall } from '../content/downloads/install-steps.ts';
import { platforms } from '../facts.ts';

const updateSteps = [
  'Open the App Store and tap your profile picture at the top right.',
  'Scroll to the list of pending updates and tap Update next to CapCut, or Update All.',
  'To stay current without thinking about it, turn on App Updates in Settings, then App Store.',
  'If a new feature is missing after updating, close CapCut from the app switcher and open it again.',
];

export const structuredData = () => [howToThing(iosInstall)];

export default function CapcutIosPage() {
  const ios = platforms.ios;
  return (
    <div className="page">
      <PageHero title="CapCut for iPhone and iPad" lead={`CapCut for iOS is free on the App Store: version ${ios.version.value}, about ${ios.size.value}, for ${ios.requirement.value}. The App Store is the only way to install it; Apple checks and updates it for you.`}>
        <DownloadButton channel="ios">Download on the App Store</DownloadButton>
      </PageHero>
      <FactSource fact={ios.version} />
      <Section id="compatibility" title="Compatible devices" intro={`These devices can run ${ios.requirement.value}. Older models install but edit more slowly; keep 4K projects short on them.`}>
        <DeviceGroups groups={iosDevices} />
        <p>
          To see your version, open Settings, then General, then About. If your device cannot run the current release, the App Store may offer the last version that works on it when you tap Get.
        </p>
      </Section>
      <Section id="install" title={iosInstall.name}>
        <HowToSteps howTo={iosInstall} />
      </Section>
      <Section id="update" title="How to update CapCut on iOS">
        <ol>
          {updateSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section id="safety" title="Why only the App Store">
        <p>
          The maker publishes CapCut for iPhone and iPad only on the App Store. Sites that offer a CapCut "IPA" file or a sideloading profile hand you a copy nobody has checked: it can be modified, steal your account, stop working when its certificate is revoked, and it breaks CapCut's terms. Pro features are unlocked only by the official <SiteLink href="/capcut-pro/">Pro subscription</SiteLink>.
        </p>
      </Section>
    </div>
  );
}
