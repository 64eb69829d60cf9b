/** /dmca: the copyright policy, what a notice must contain, and counter-notification. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { TranslationNote } from '../components/TranslationNote.tsx';
import { withParts } from '../components/with-parts.tsx';
import { dmcaPageCopy } from '../content/site-pages/dmca-page.ts';
import { usePageCopy } from '../i18n/use-locale.tsx';
import { contactEmail, siteName } from '../site.ts';

export default function DmcaPage() {
  const copy = usePageCopy('/dmca/', dmcaPageCopy);
  const { policy, notice, send } = copy;
  const email = <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(send.subject)}`}>{contactEmail}</a>;
  return (
    <article className="page prose">
      <PageHero title={copy.title} lead={copy.lead(siteName)} />
      <TranslationNote original="/dmca/" />
      <Section id={policy.id} title={policy.title}>
        <p>{policy.text}</p>
      </Section>
      <Section id="notice" title={notice.title}>
        <ol>
          {notice.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Section>
      <Section id="send" title={send.title}>
        <p>{withParts(send.text, { email, subject: send.subject })}</p>
      </Section>
      {copy.sections.map(({ id, title, text }) => (
        <Section key={id} id={id} title={title}>
          <p>{text}</p>
        </Section>
      ))}
    </article>
  );
}
