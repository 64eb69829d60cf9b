/** The words of /capcut-pc/ in English; src/content/page-copies.ts registers their shape, which each translation has. */

export const capcutPcPageCopy = {
  hero: {
    title: 'CapCut for PC: Windows and Mac',
    lead: "The desktop app gives you a larger timeline, keyboard shortcuts and faster exports than the phone app. It is free from CapCut's own download page, which offers the right installer for your computer.",
    windowsButton: 'Download for Windows',
    macButton: 'Download for Mac',
  },
  requirements: {
    title: 'Which computers can run it',
    /** The version, size and requirement are the facts' (the requirement in the page's language). */
    facts: (version: string, size: string, requirement: string) => `Version ${version}, about ${size}. Needs ${requirement}.`,
    windows: { name: 'Windows', guide: 'Full Windows requirements and help' },
    mac: { name: 'Mac', guide: 'Full Mac requirements and help' },
  },
  tips: {
    title: 'Getting started on the desktop',
    signIn: 'Sign in with the account you use on your phone: drafts saved to the cloud open on the computer too.',
    dragClips: 'Drag clips from File Explorer or Finder straight onto the timeline.',
    /** A sentence around the link to the keyboard shortcuts guide. */
    shortcuts: {
      before: 'Learn a handful of shortcuts first: split, undo and play or pause save the most time. Our ',
      link: 'keyboard shortcuts guide',
      after: ' lists them.',
    },
    /** A sentence around the link to the web editor's page. */
    noInstall: {
      before: 'No install allowed on a school or work computer? The ',
      link: 'web editor',
      after: ' runs in the browser.',
    },
  },
};

export type CapcutPcPageCopy = typeof capcutPcPageCopy;
