/** The words of /capcut-mac/ in English; src/content/page-copies.ts registers their shape, which each translation has. */
import type { Problem } from '../../content-types.ts';
import { macDevices, type DeviceGroup } from './devices.ts';

export const capcutMacPageCopy = {
  hero: {
    title: 'CapCut for Mac',
    /** The requirement is the fact's, in the page's language. */
    lead: (version: string, size: string, requirement: string) => `The free CapCut desktop app runs natively on Intel and Apple Silicon Macs: version ${version}, about ${size}, for ${requirement}.`,
    button: 'Download for Mac',
  },
  models: {
    title: 'Macs that run CapCut',
    intro: 'Every Mac that can install macOS 12 Monterey or later. Check yours under Apple menu, About This Mac.',
    groups: macDevices as readonly DeviceGroup[],
    performance: 'Apple Silicon Macs export noticeably faster thanks to their media engines; on Intel Macs, 8 GB of RAM or more makes 4K editing smoother.',
  },
  security: {
    title: 'Security and permission problems',
    problems: [
      { problem: '“CapCut can’t be opened because Apple cannot check it”', fix: 'The official app is notarized by Apple, so this usually means the file came from somewhere else or is damaged. Move it to the Bin, download again from the official page, and open it from Applications.' },
      { problem: 'macOS asks whether to open an app downloaded from the internet', fix: 'That prompt is normal the first time. Choose Open. If you closed it, open System Settings, Privacy and Security, and click Open Anyway next to CapCut.' },
      { problem: 'The camera or microphone does not record', fix: 'Open System Settings, Privacy and Security, then Camera (or Microphone), and turn CapCut on. Quit and reopen CapCut afterwards.' },
      { problem: 'Screen recording shows a black window', fix: 'Allow CapCut under Privacy and Security, Screen and System Audio Recording (Screen Recording on older macOS), then restart the app.' },
      { problem: 'CapCut cannot import from a folder or drive', fix: 'Under Privacy and Security, Files and Folders, allow CapCut access to Desktop, Documents, Downloads or removable volumes as needed.' },
    ] as readonly Problem[],
    /** The closing sentences around the links to the installation guide and the Windows page. */
    moreHelp: {
      before: 'Never turn off Gatekeeper or run commands found online to open an app: the fix above is all the official app needs. More help is in the ',
      guide: 'installation guide',
      between: '; on Windows, see ',
      windows: 'CapCut for Windows',
      after: '.',
    },
  },
};

export type CapcutMacPageCopy = typeof capcutMacPageCopy;
