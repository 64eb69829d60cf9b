/** The words of /capcut-ios/ in English, and the shape of their translations (src/content/page-copies.ts). */
import { iosDevices, type DeviceGroup } from './devices.ts';

export const iosPageCopy = {
  hero: {
    title: 'CapCut for iPhone and iPad',
    lead: (version: string, size: string, requirement: string) =>
      `CapCut for iOS is free on the App Store: version ${version}, about ${size}, for ${requirement}. The App Store is the only way to install it; Apple checks and updates it for you.`,
    download: 'Download on the App Store',
  },
  compatibility: {
    title: 'Compatible devices',
    intro: (requirement: string) => `These devices can run ${requirement}. Older models install but edit more slowly; keep 4K projects short on them.`,
    devices: iosDevices as readonly DeviceGroup[],
    yourVersion:
      'To see your version, open Settings, then General, then About. If your device cannot run the current release, the App Store may offer the last version that works on it when you tap Get.',
  },
  update: {
    title: 'How to update CapCut on iOS',
    steps: [
      'Open the App Store and tap your profile picture at the top right.',
      'Scroll to the list of pending updates and tap Update next to CapCut, or Update All.',
      'To stay current without thinking about it, turn on App Updates in Settings, then App Store.',
      'If a new feature is missing after updating, close CapCut from the app switcher and open it again.',
    ] as readonly string[],
  },
  safety: {
    title: 'Why only the App Store',
    /** The paragraph around its link to the Pro page. */
    before:
      'The maker publishes CapCut for iPhone and iPad only on the App Store. Sites that offer a CapCut "IPA" file or a sideloading profile hand you a copy nobody has checked: it can be modified, steal your account, stop working when its certificate is revoked, and it breaks CapCut\'s terms. Pro features are unlocked only by the official ',
    link: 'Pro subscription',
    after: '.',
  },
};

export type IosPageCopy = typeof iosPageCopy;
