/** /privacy: what this static site does and does not collect, told truthfully. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { TranslationNote } from '../components/TranslationNote.tsx';
import { withParts } from '../components/with-parts.tsx';
import { lastUpdated, minimumAge } from '../content/legal.ts';
import { privacyPageCopy } from '../content/site-pages/privacy-page.ts';
import { formatCount, formatMonth } from '../i18n/format.ts';
import { useLocale, usePageCopy } from '../i18n/use-locale.tsx';
import { contactEmail, siteName } from '../site.ts';

export default function PrivacyPage() {
  const copy = usePageCopy('/privacy/', privacyPageCopy);
  const locale = useLocale();
  const parts = {
    age: formatCount(locale, minimumAge),
    email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
    terms: <SiteLink href="/terms/">{copy.links.terms}</SiteLink>,
    disclaimer: <SiteLink href="/disclaimer/">{copy.links.disclaimer}</SiteLink>,
  };
  return (
    <article className="page prose">
      <PageHero title={copy.title} eyebrow={copy.updated(formatMonth(locale, lastUpdated.privacy))} lead={copy.lead(siteName)} />
      <TranslationNote original="/privacy/" />
      {copy.sections.map(({ id, title, text }) => (
        <Section key={id} id={id} title={title}>
          <p>{withParts(text, parts)}</p>
        </Section>
      ))}
    </article>
  );
}
