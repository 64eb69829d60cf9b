/**
 * A link to a page of this site, written with the base path: a plain link between documents. On
 * a page of another language than the default, a link to a default-locale page leads to its
 * translation when there is one, and says the language of the page it leads to when there is not
 * (hreflang), so the components write each link once, to the English page.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useContext } from 'react';
import { LocaleContext } from '../i18n/locale-context.ts';
import { useSite } from '../site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite();
  const locale = useContext(LocaleContext);
  // A page of the default language links as written: no call for the page's record of reads to note.
  const local = locale && locale.id !== site.defaultLocale ? site.linkIn(href, locale.id) : { href };
  return (
    <a href={site.sitePath(local.href)} hrefLang={local.hreflang} {...rest}>
      {children}
    </a>
  );
}
