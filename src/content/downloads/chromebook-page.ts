/** The words of /capcut-chromebook/ in English, and the shape of their translations (src/content/page-copies.ts). */

export const chromebookPageCopy = {
  hero: {
    title: 'CapCut on Chromebook',
    lead: (version: string) => `Most Chromebooks run the Android app of CapCut (version ${version}) from Google Play. If yours cannot, the web editor runs in Chrome with nothing to install.`,
    install: 'Install from Google Play',
    openWeb: 'Open the web editor',
  },
  requirements: {
    title: 'Requirements',
    /** The table's row names and the values that are words, not figures. */
    os: 'Chrome OS',
    googlePlay: 'Google Play',
    googlePlayValue: 'Turned on (Settings, Apps)',
    memory: 'Memory',
    memoryValue: (minimum: string, recommended: string) => `${minimum} minimum, ${recommended} recommended`,
    storage: 'Free storage',
  },
  web: {
    title: 'Or use the web editor',
    text: 'The web editor needs no Google Play and no install, which suits school Chromebooks where apps are locked. It runs in Chrome, saves projects to your CapCut account and exports to the Downloads folder. It needs a steady connection and works best with projects under a few minutes.',
    /** The sentence around its link to /capcut-web/. */
    compare: 'Not sure which to choose? Compare them on ',
    compareLink: 'CapCut Web vs the app',
    compareAfter: '.',
  },
};

export type ChromebookPageCopy = typeof chromebookPageCopy;
