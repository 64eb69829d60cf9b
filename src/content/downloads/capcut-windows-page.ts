/** The words of /capcut-windows/ in English; src/content/page-copies.ts registers their shape, which each translation has. */

export const capcutWindowsPageCopy = {
  hero: {
    title: 'CapCut for Windows',
    lead: (version: string, size: string) => `The free CapCut desktop app for Windows 10 and 11: version ${version}, about ${size}, from CapCut's official download page.`,
    button: 'Download for Windows',
  },
  requirements: {
    title: 'System requirements',
    intro: 'The minimum runs the editor; the recommended setup keeps 1080p and 4K previews smooth.',
    columns: ['Part', 'Minimum', 'Recommended'],
    /** The rows' names, in the order of the requirement lists in src/facts.ts. */
    parts: ['Operating system', 'Processor', 'Memory', 'Graphics', 'Storage'],
    checkYourPc: 'To check your PC, open Settings, then System, then About: it shows the Windows edition, the processor, the installed RAM and whether the system is 64-bit.',
  },
  problems: {
    title: 'If something goes wrong',
    items: [
      "Windows warns about the installer: the official installer is signed by the maker, so a warning usually means a damaged or unofficial file. Delete it and download again from CapCut's download page; never run an installer from another site.",
      'The preview stutters: lower the preview quality in the player menu, close other apps, and update the graphics driver.',
      'The installer stops: make sure the drive has free space and your antivirus is not blocking the download, then run it again.',
    ],
    /** The closing sentence around the links to the Mac and PC pages. */
    seeAlso: { before: 'Using a Mac as well? See ', mac: 'CapCut for Mac', between: ', or ', pc: 'CapCut for PC', after: ' for both.' },
  },
};

export type CapcutWindowsPageCopy = typeof capcutWindowsPageCopy;
