/**
 * The page's language as a component sees it, the same on a page and inside an island: on a page,
 * from the page's locale (LocaleContext); inside an island, from the language the build wrote on
 * its marker (src/i18n/island-words.ts). So a shared component (ExternalLink, Dialog, EmptyState)
 * says its words and writes its dates in the page's language wherever it is, and an island formats
 * its numbers and dates as the page around it does.
 */
import { createContext, useContext } from 'react';
import { formatCount, formatDay } from './format.ts';
import { fill, plural, type IslandLanguage, type Plural } from './island-words.ts';
import { LocaleContext } from './locale-context.ts';

/** Set around an island, by the build and by the browser alike, so their renders agree. */
export const IslandLanguageContext = createContext<IslandLanguage | undefined>(undefined);

/**
 * The language of the page being rendered, on the page or inside one of its islands. There is no
 * fallback: the build sets the page's locale, and an island always carries its language, so the
 * browser's code holds no words of its own.
 */
export function useIslandLanguage(): IslandLanguage {
  const island = useContext(IslandLanguageContext);
  const locale = useContext(LocaleContext);
  if (island) return island;
  // The message is short: it ships in every island's file.
  if (!locale) throw new Error('useIslandLanguage() outside a page or an island');
  return { intl: locale.intl, words: locale.messages.components };
}

export interface LanguageFormat {
  /** "August 8, 2025", "8 de agosto de 2025" from "2025-08-08". */
  readonly day: (iso: string) => string;
  /** 4,000 or 4.000. */
  readonly count: (count: number) => string;
  /** The plural form for `count`, its `{count}` filled with the count as the language writes it. */
  readonly plural: (forms: Plural, count: number) => string;
}

/**
 * Dates, counts and plurals in the page's language, for a component on a page or in an island. An
 * island that needs one of them only may call it alone with the `intl` of useIslandLanguage()
 * (`formatDay({ intl }, iso)`): the bundler then leaves the others out of its file.
 */
export function useLanguageFormat(): LanguageFormat {
  const { intl } = useIslandLanguage();
  return {
    day: (iso) => formatDay({ intl }, iso),
    count: (count) => formatCount({ intl }, count),
    plural: (forms, count) => fill(plural(intl, forms, count), { count: formatCount({ intl }, count) }),
  };
}
