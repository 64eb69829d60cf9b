/** /disclaimer: independence, trademarks and official links. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { TranslationNote } from '../components/TranslationNote.tsx';
import { withParts } from '../components/with-parts.tsx';
import { lastUpdated, minimumAge } from '../content/legal.ts';
import { disclaimerPageCopy } from '../content/site-pages/disclaimer-page.ts';
import { formatCount, formatMonth } from '../i18n/format.ts';
import { useLocale, usePageCopy } from '../i18n/use-locale.tsx';
import { appMaker, appName, siteName } from '../site.ts';

export default function DisclaimerPage() {
  const copy = usePageCopy('/disclaimer/', disclaimerPageCopy);
  const locale = useLocale();
  const parts = {
    app: appName,
    maker: appMaker,
    age: formatCount(locale, minimumAge),
    terms: <SiteLink href="/terms/">{copy.links.terms}</SiteLink>,
    privacy: <SiteLink href="/privacy/">{copy.links.privacy}</SiteLink>,
  };
  return (
    <article className="page prose">
      <PageHero title={copy.title} eyebrow={copy.updated(formatMonth(locale, lastUpdated.disclaimer))} lead={copy.lead(siteName, appName, appMaker)} />
      <TranslationNote original="/disclaimer/" />
      {copy.sections.map(({ id, title, text }) => (
        <Section key={id} id={id} title={title}>
          <p>{withParts(text, parts)}</p>
        </Section>
      ))}
      <p>{withParts(copy.rest, parts)}</p>
    </article>
  );
}
