/** The words of /terms/ in English, and the shape of their translations (src/content/page-copies.ts). */
import type { LegalSection } from './legal-section.ts';

export const termsPageCopy = {
  title: 'Terms of Use',
  /** The date reaches it formatted for the language: "August 2025". */
  updated: (date: string) => `Last updated ${date}`,
  lead: (site: string) => `By using ${site} you agree to these terms. They are short because the site is simple: it informs, and it links to official downloads.`,
  /** Marks: {site}, {app} and {maker}, the names; {age}, the minimum age; {email}, the contact address; {dmca}, a link named by `links`. */
  sections: [
    {
      id: 'service',
      title: 'What the site offers',
      text: '{site} publishes guides, tutorials, template ideas and comparisons about the {app} video editor, and links to the official places to get it. We do not host, sell or distribute the app or any version of it.',
    },
    {
      id: 'downloads',
      title: 'Downloads and the app itself',
      text: "Every download button leads to an official channel of {maker}: the Google Play listing, the App Store listing, the maker's desktop download page or its web editor. Your use of the app is governed by the maker's own terms. We never offer modified, cracked or \"unlocked\" builds, and paid features are only available through the official subscription.",
    },
    {
      id: 'accuracy',
      title: 'Accuracy of information',
      text: 'We check versions, sizes, prices and requirements against official sources and show where each figure comes from and when it was read. Apps change often, so a figure may be out of date; the official store listing is always the final word.',
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      text: 'Please do not copy the site wholesale, attempt to disrupt it, or use automated tools that put an unreasonable load on it. Quoting short passages with a link back is welcome.',
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      text: 'The text and design of this site belong to {site}. {app} and other product names are trademarks of their owners and are used only to identify those products. If you believe something here infringes your rights, see our {dmca}.',
    },
    { id: 'children', title: 'Children', text: 'The site is not directed at children under {age}. Younger visitors should use the app and this guide with a parent or guardian.' },
    {
      id: 'liability',
      title: 'No warranty and limits of liability',
      text: 'The site is provided as it is, for information only. To the extent the law allows, we are not liable for any loss arising from using it or from following its advice, including problems with third-party apps or websites we link to.',
    },
    { id: 'changes', title: 'Changes and contact', text: 'We may update these terms; the date above shows the latest version. Questions are welcome at {email}.' },
  ] as readonly LegalSection[],
  links: { dmca: 'DMCA policy' },
};

export type TermsPageCopy = typeof termsPageCopy;
