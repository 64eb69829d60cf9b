/** The words of /disclaimer/ in English, and the shape of their translations (src/content/page-copies.ts). */
import type { LegalSection } from './legal-section.ts';

export const disclaimerPageCopy = {
  title: 'Disclaimer',
  /** The date reaches it formatted for the language: "November 2026". */
  updated: (date: string) => `Last updated ${date}`,
  lead: (site: string, app: string, maker: string) => `${site} is an independent guide. It is not affiliated with, endorsed by or sponsored by ${app} or ${maker}.`,
  /** Marks: {app} and {maker}, the names; {age}, the minimum age. */
  sections: [
    {
      id: 'independence',
      title: 'An independent site',
      text: 'We are creators who write about the tools we use. Nothing here is official communication from {maker}, and we receive no payment from any app maker for what we write.',
    },
    {
      id: 'trademarks',
      title: 'Trademarks',
      text: '{app} is a trademark of {maker}. InShot, VN Editor, Adobe Premiere Rush, Alight Motion, KineMaster, TikTok, Instagram, YouTube and the store names are trademarks of their respective owners. They appear here only to name the products we describe.',
    },
    {
      id: 'official-downloads',
      title: 'Official downloads only',
      text: "Every download link on this site goes to the maker's official channels: Google Play, the App Store, the maker's desktop download page and its web editor. We do not host installer files and never link to modified, cracked or re-packaged builds, which can carry malware and break the app's terms.",
    },
    {
      id: 'opinions',
      title: 'Opinions and figures',
      text: 'Comparison verdicts are our editorial opinion, argued from the tables on the same page. Store ratings, download counts and prices are quoted with their source and date; they change, so check the official listing before you decide. Reviews marked as illustrative are examples of typical feedback, not verified purchases.',
    },
    { id: 'audience', title: 'Audience', text: 'The site is not directed at children under {age}.' },
  ] as readonly LegalSection[],
  /** The last paragraph; {terms} and {privacy} are links named by `links`. */
  rest: 'Read the {terms} and the {privacy} for the rest.',
  links: { terms: 'terms of use', privacy: 'privacy policy' },
};

export type DisclaimerPageCopy = typeof disclaimerPageCopy;
