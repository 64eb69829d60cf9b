/** The words of /privacy/ in English, and the shape of their translations (src/content/page-copies.ts). */
import type { LegalSection } from './legal-section.ts';

export const privacyPageCopy = {
  title: 'Privacy Policy',
  /** The date reaches it formatted for the language: "November 2026". */
  updated: (date: string) => `Last updated ${date}`,
  lead: (site: string) => `${site} is a static website: pages of fixed text and images. This policy explains the little that happens to data when you read it.`,
  /** Marks: {age}, the minimum age; {email}, the contact address; {terms} and {disclaimer}, links named by `links`. */
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      text: 'Nothing that identifies you. The site has no accounts, no sign-up, no comments and no forms. The only inputs are two search and filter boxes, and what you type in them stays in your browser; it may appear in the page address so that a filtered view can be shared, but it is never sent to us.',
    },
    {
      id: 'hosting-logs',
      title: 'What our host logs',
      text: "Like every website, the pages are delivered by a hosting provider. Its servers keep standard access logs: the page requested, the time, your IP address, your browser's user-agent string and the referring page. Hosts keep these logs for security and troubleshooting, usually for no more than 30 days, and we use them only to keep the site running and to block abuse.",
    },
    {
      id: 'analytics',
      title: 'Optional analytics',
      text: 'The site may use a privacy-respecting analytics script that counts page views and pages that were not found. Where it runs, it records the page address and an approximate country, sets no advertising cookies, and does not build a profile of you. If your browser sends a Do Not Track or Global Privacy Control signal, or blocks the script, nothing is counted.',
    },
    {
      id: 'storage',
      title: 'Cookies and browser storage',
      text: 'We set no cookies. When you close the download banner, your browser remembers that in its session storage, on your device only, until you close the tab.',
    },
    {
      id: 'third-parties',
      title: 'Links and embedded videos',
      text: "Download buttons lead to the official stores and the maker's website, whose own privacy policies apply once you arrive there. On the video tutorials page, a player from the video host loads only for a tutorial with a Watch button, and only once you press it; the other tutorials link to a search on YouTube, which opens on YouTube's own site. The host's own policy applies there.",
    },
    { id: 'children', title: 'Children', text: 'The site is not directed at children under {age}, and we do not knowingly collect any information from them.' },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      text: 'Because we hold no personal profile, there is usually nothing to access or delete. If you believe a log holds your data and want it removed, write to {email} and we will ask our host to delete it where the law allows.',
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      text: 'If the site starts to handle data differently, this page will say so and its date will change. See also our {terms} and {disclaimer}.',
    },
  ] as readonly LegalSection[],
  links: { terms: 'terms of use', disclaimer: 'disclaimer' },
};

export type PrivacyPageCopy = typeof privacyPageCopy;
