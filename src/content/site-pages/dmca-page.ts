/** The words of /dmca/ in English, and the shape of their translations (src/content/page-copies.ts). */
import type { LegalSection } from './legal-section.ts';

export const dmcaPageCopy = {
  title: 'DMCA and Copyright Policy',
  lead: (site: string) => `${site} respects the rights of creators and responds to clear notices of alleged infringement under the Digital Millennium Copyright Act.`,
  policy: {
    id: 'policy',
    title: 'Our policy',
    text: 'We write our own guides and use product names only to identify products. We do not host app files or other people\'s videos. If you believe material on this site infringes your copyright, send us a notice and we will review it promptly and remove or disable access to material that infringes.',
  } as LegalSection,
  notice: {
    title: 'What a notice must contain',
    items: [
      'Your physical or electronic signature, as the copyright owner or a person authorised to act for them.',
      'A description of the copyrighted work you believe has been infringed.',
      'The address (URL) of each page on this site where the material appears.',
      'Your name, postal address, telephone number and email address.',
      'A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
      'A statement, under penalty of perjury, that the information in your notice is accurate and that you are the owner or authorised to act for the owner.',
    ] as readonly string[],
  },
  /** {email}: the contact address, a link whose message has `subject` as its subject; {subject}: the same words in the sentence. */
  send: { title: 'Where to send it', text: 'Email your notice to {email} with "{subject}" in the subject line. We acknowledge notices within two working days.', subject: 'DMCA notice' },
  sections: [
    {
      id: 'counter-notification',
      title: 'Counter-notification',
      text: 'If material you provided was removed and you believe that was a mistake or misidentification, you may send a counter-notification to the same address. It must include your signature, identify the material and where it appeared, state under penalty of perjury that you believe in good faith it was removed by mistake, and give your name, address and telephone number with your consent to the jurisdiction of the appropriate federal court. We forward it to the person who sent the original notice and may restore the material after 10 to 14 working days unless they tell us they have filed a court action.',
    },
    {
      id: 'repeat',
      title: 'Misrepresentation',
      text: 'Knowingly false notices or counter-notifications may make the sender liable for damages. If you are unsure whether material infringes your rights, consider taking legal advice first.',
    },
  ] as readonly LegalSection[],
};

export type DmcaPageCopy = typeof dmcaPageCopy;
