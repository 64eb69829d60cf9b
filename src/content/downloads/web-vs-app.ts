/** The words of /capcut-web/ in English, its web editor vs app table included, and the shape of their translations (src/content/page-copies.ts). */

export interface WebAppRow {
  readonly feature: string;
  readonly web: string;
  readonly app: string;
}

export const webAppRows: readonly WebAppRow[] = [
  { feature: 'Install', web: 'None: runs in Chrome, Edge or Safari', app: 'From Google Play, the App Store or the desktop download page' },
  { feature: 'Best on', web: 'Laptops and desktops, including school and work computers', app: 'Phones and tablets (mobile app), Windows and Mac (desktop app)' },
  { feature: 'Internet', web: 'Needed the whole time', app: 'Editing works offline; templates and cloud need a connection' },
  { feature: 'Performance', web: 'Depends on the browser and connection; long 4K projects can lag', app: 'Uses the device hardware; smoother with long or 4K projects' },
  { feature: 'Files', web: 'Uploaded to cloud storage before editing', app: 'Read straight from the device' },
  { feature: 'Templates and effects', web: 'Large library, including items marked Pro', app: 'Largest library, including items marked Pro' },
  { feature: 'Cost', web: 'Free, with the same optional Pro subscription', app: 'Free, with the same optional Pro subscription' },
];

export interface WebAppChoice {
  readonly title: string;
  readonly items: readonly string[];
}

export const webPageCopy = {
  hero: {
    title: 'CapCut Web vs the App',
    lead: "CapCut's online editor runs in the browser with your CapCut account; the apps run on the device. Same editor family, same free plan and same optional Pro subscription: the differences are in speed, files and where you work.",
    openWeb: 'Open the web editor',
    downloadApp: 'Download the app',
  },
  comparison: {
    title: 'Web editor vs app, side by side',
    /** The table's column names: the row names' column first. */
    columns: ['Feature', 'Web editor', 'App'] as readonly string[],
    rows: webAppRows,
  },
  which: {
    title: 'Which one to use',
    choices: [
      { title: 'Choose the web editor when', items: ['you cannot install software (school or work computers, Chromebooks without Google Play)', 'you edit short clips now and then', 'you move between computers often'] },
      { title: 'Choose the app when', items: ['you edit on your phone or tablet', 'your projects are long, multi-track or 4K', 'you want to edit offline or export faster'] },
    ] as readonly WebAppChoice[],
    /** The paragraph around its links to the desktop and Chromebook pages. */
    before: 'Your projects follow your account, so you can start in the browser and finish in the ',
    desktopLink: 'desktop app',
    between: '. On a Chromebook, see ',
    chromebookLink: 'CapCut on Chromebook',
    after: '.',
  },
};

export type WebPageCopy = typeof webPageCopy;
