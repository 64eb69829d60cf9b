/**
 * The language of the page being rendered, for the shell, the components and the pages: the build
 * sets it at the document root from the page's route (tools/render/render.tsx). Only the build
 * reads it: islands get their words as props, so no catalogue reaches the browser (an island's
 * SiteLink, rendered without a locale, leaves its path as it is).
 */
import { useContext } from 'react';
import { LocaleContext } from './locale-context.ts';
import type { Articles } from '../articles.ts';
import { noArticles, useSite } from '../site-context.tsx';
import type { Locale, Messages } from './locale.ts';
import type { PageCopies, SharedCopies } from '../content/page-copies.ts';
import { factAt } from '../facts-by-name.ts';
import { countInWords, formatCount, formatDay, localFigure } from './format.ts';

export { LocaleContext };

export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale() outside <LocaleContext.Provider>: a page component is rendered by the build, which sets it');
  return locale;
}

export const useMessages = (): Messages => useLocale().messages;

/** The articles of the page's language: the default's, or another locale's translations (`bySlug` by the English slug). */
export function useArticles(): Articles {
  const site = useSite();
  const { id } = useLocale();
  return id === site.defaultLocale ? site.articles : (site.localArticles.get(id) ?? noArticles);
}

/** The words of a translated page in the page's language: the locale's translation, or `englishCopy` on the English page. */
export function usePageCopy<Path extends keyof PageCopies>(path: Path, englishCopy: PageCopies[Path]): PageCopies[Path] {
  return useLocale().pages[path] ?? englishCopy;
}

/** Words several pages share (install steps, say) in the page's language: the locale's translation, or `englishCopy`. */
export function useSharedCopy<Name extends keyof SharedCopies>(name: Name, englishCopy: SharedCopies[Name]): SharedCopies[Name] {
  return useLocale().shared[name] ?? englishCopy;
}

/**
 * A fact of src/facts.ts by name ("platforms.ios.requirement") as the page's language writes it:
 * its wording there when its value has English words, a number or a date (a name ending in
 * ".asOf") formatted for the language, else the value as written.
 */
export const useFactText = (): ((name: string) => string) => factText(useLocale(), useSite().defaultLocale);

/** useFactText's rule for a locale, where there is no hook to call (the JSON-LD is built outside rendering); English figures stay as the facts write them. */
export const factText =
  (locale: Pick<Locale, 'factWords' | 'intl' | 'id'>, defaultLocale: string) =>
  (name: string): string => {
    const words = locale.factWords[name];
    if (words !== undefined) return words;
    const value = factAt(name);
    if (value === undefined) return 'undefined';
    if (name.endsWith('.asOf') && typeof value === 'string') return formatDay(locale, value);
    return typeof value === 'number' || locale.id !== defaultLocale ? localFigure(locale, value) : value;
  };

/**
 * A count of src/facts.ts by name as a sentence of the page's language reads it, ready to go before
 * its noun: `${count('rating.reviews')} reseñas` is "más de 11.9 millones de reseñas" (src/i18n/format.ts, countInWords).
 */
export const useFactInWords = (): ((name: string) => string) => factInWords(useLocale());

/** useFactInWords' rule for a locale, where there is no hook to call. */
export const factInWords =
  (locale: Pick<Locale, 'intl' | 'messages'>) =>
  (name: string): string => {
    const value = factAt(name);
    if (typeof value === 'number') return formatCount(locale, value);
    return typeof value === 'string' ? countInWords(locale, value, locale.messages.figures.count) : 'undefined';
  };

/**
 * Where a link to a page of the default locale leads from a page of this locale: its translation
 * when there is one, else the page itself, marked with its language (`hreflang`).
 */
export function useLocalHref(): (path: string) => { readonly href: string; readonly hreflang?: string } {
  const locale = useContext(LocaleContext);
  const site = useSite();
  return (href) => (locale && locale.id !== site.defaultLocale ? site.linkIn(href, locale.id) : { href });
}
