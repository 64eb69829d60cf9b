/** /dmca: the copyright policy, what a notice must contain, and counter-notification. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { contactEmail, siteName } from '../site.ts';

const noticeItems = [
  'Your physical or electronic signature, as the copyright owner or a person authorised to act for them.',
  'A description of the copyrighted work you believe has been infringed.',
  'The address (URL) of each page on this site where the material appears.',
  'Your name, postal address, telephone number and email address.',
  'A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
  'A statement, under penalty of perjury, that the information in your notice is accurate and that you are the owner or authorised to act for the owner.',
];

export default function DmcaPage() {
  return (
    <article className="page prose">
      <PageHero title="DMCA and Copyright Policy" lead={`${siteName} respects the rights of creators and responds to clear notices of alleged infringement under the Digital Millennium Copyright Act.`} />
      <Section id="policy" title="Our policy">
        <p>We write our own guides and use product names only to identify products. We do not host app files or other people's videos. If you believe material on this site infringes your copyright, send us a notice and we will review it promptly and remove or disable access to material that infringes.</p>
      </Section>
      <Section id="notice" title="What a notice must contain">
        <ol>
          {noticeItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Section>
      <Section id="send" title="Where to send it">
        <p>
          Email your notice to <a href={`mailto:${contactEmail}?subject=DMCA%20notice`}>{contactEmail}</a> with "DMCA notice" in the subject line. We acknowledge notices within two working days.
        </p>
      </Section>
      <Section id="counter-notification" title="Counter-notification">
        <p>If material you provided was removed and you believe that was a mistake or misidentification, you may send a counter-notification to the same address. It must include your signature, identify the material and where it appeared, state under penalty of perjury that you believe in good faith it was removed by mistake, and give your name, address and telephone number with your consent to the jurisdiction of the appropriate federal court. We forward it to the person who sent the original notice and may restore the material after 10 to 14 working days unless they tell us they have filed a court action.</p>
      </Section>
      <Section id="repeat" title="Misrepresentation">
        <p>Knowingly false notices or counter-notifications may make the sender liable for damages. If you are unsure whether material infringes your rights, consider taking legal advice first.</p>
      </Section>
    </article>
  );
}
