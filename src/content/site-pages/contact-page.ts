/** The words of /contact/ in English, and the shape of their translations (src/content/page-copies.ts). */

export const contactPageCopy = {
  title: 'Contact Us',
  lead: (site: string) => `Questions about a guide, a broken link or a correction? The ${site} team reads every message.`,
  email: {
    title: 'Email support',
    text: "Write to us about the site's content, corrections or partnership questions.",
    button: (email: string) => `Email ${email}`,
    note: "We cannot help with your account or purchases in the app itself; those go to the app's in-app support.",
  },
  help: {
    title: 'Quick help',
    intro: 'Most questions are answered in the guides:',
    faqs: 'Frequently asked questions',
    install: 'Installation problems and fixes',
    troubleshooting: 'Common issues: crashes, exports, missing features',
  },
  time: {
    title: 'Response time',
    text: 'We usually reply within 24 hours, Monday to Friday. Messages sent at the weekend are answered on Monday.',
  },
};

export type ContactPageCopy = typeof contactPageCopy;
