/** /terms: the terms of using the site. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { TranslationNote } from '../components/TranslationNote.tsx';
import { withParts } from '../components/with-parts.tsx';
import { lastUpdated, minimumAge } from '../content/legal.ts';
import { termsPageCopy } from '../content/site-pages/terms-page.ts';
import { formatCount, formatMonth } from '../i18n/format.ts';
import { useLocale, usePageCopy } from '../i18n/use-locale.tsx';
import { appMaker, appName, contactEmail, siteName } from '../site.ts';

export default function TermsPage() {
  const copy = usePageCopy('/terms/', termsPageCopy);
  const locale = useLocale();
  const parts = {
    site: siteName,
    app: appName,
    maker: appMaker,
    age: formatCount(locale, minimumAge),
    email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
    dmca: <SiteLink href="/dmca/">{copy.links.dmca}</SiteLink>,
  };
  return (
    <article className="page prose">
      <PageHero title={copy.title} eyebrow={copy.updated(formatMonth(locale, lastUpdated.terms))} lead={copy.lead(siteName)} />
      <TranslationNote original="/terms/" />
      {copy.sections.map(({ id, title, text }) => (
        <Section key={id} id={id} title={title}>
          <p>{withParts(text, parts)}</p>
        </Section>
      ))}
    </article>
  );
}
