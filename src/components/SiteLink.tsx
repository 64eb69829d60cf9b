/**
 * A link to a page of this site, written with the base path: a plain link between documents. On
 * a page of another language than the default, a link to a default-locale page leads to its
 * translation when there is one, and says the language of the page it leads to when there is not:
 * its hreflang, and a note after its text in the page's language (" (en inglés)"), so the
 * components and the articles write each link once, to the English page, and never type the note.
 * A link an island shows comes resolved by its page, with its hreflang, and says the same.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useContext } from 'react';
import { languageName } from '../i18n/format.ts';
import { useIslandLanguage } from '../i18n/island-language.ts';
import { fill } from '../i18n/island-words.ts';
import { LocaleContext } from '../i18n/locale-context.ts';
import { useSite } from '../site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** The visible note of a link to a page in the language `lang` (its hreflang), in the page's language (the catalogue's `components.otherLanguage`). */
export function LanguageNote({ lang }: { lang: string }) {
  const { intl, words } = useIslandLanguage();
  return <span className="link-language">{fill(words.otherLanguage, { language: languageName({ intl }, lang) })}</span>;
}

export function SiteLink({ href, hrefLang, children, ...rest }: Props) {
  const site = useSite();
  const locale = useContext(LocaleContext);
  // A page of the default language links as written: no call for the page's record of reads to note.
  const local = locale && locale.id !== site.defaultLocale ? site.linkIn(href, locale.id) : { href };
  // Resolved here on a page; in an island, as the page resolved it (the island's site links as written).
  const lang = local.hreflang ?? hrefLang;
  return (
    <a href={site.sitePath(local.href)} hrefLang={lang} {...rest}>
      {children}
      {lang && <LanguageNote lang={lang} />}
    </a>
  );
}
