/**
 * A language the site is written in: how its pages are addressed and marked, and the words of its
 * shell and chrome (its catalogue, src/i18n/catalogue/). The first locale of the list
 * (src/i18n/locales.ts) is the default: its pages are at the site's own paths, every other
 * locale's under /<id>/.
 */
import type { Messages } from './catalogue/en.ts';
import type { SharedCopies, TranslatedPages } from '../content/page-copies.ts';

export type { Messages };

export interface Locale {
  /** Its key and the first segment of its pages' paths: "es", "pt-br". */
  readonly id: string;
  /** The URL of the module that defines it (its import.meta.url): the build keys the language's pages by that module's code and all it imports, its catalogue's words among them. */
  readonly module: string;
  /** The BCP 47 tag of its pages: <html lang>, hreflang and the search index's language ("pt-BR"). */
  readonly lang: string;
  /** The locale Intl formats its dates and numbers in ("es-419": Latin American Spanish). */
  readonly intl: string;
  /** Open Graph's name for it ("es_LA"). */
  readonly ogLocale: string;
  /** Its own name, as the language switcher shows it ("Español"). */
  readonly name: string;
  /** The words of the shell, the components and the page chrome. */
  readonly messages: Messages;
  /**
   * The wording in this language of the facts (src/facts.ts) whose value has English words, by
   * fact name; the figures in it are those of the fact (a test compares them).
   */
  readonly factWords: Readonly<Record<string, string>>;
  /** The names of the facts' sources in this language ("Google Play listing"), by the English name; a source not here is a title and stays as written. */
  readonly sourceNames: Readonly<Record<string, string>>;
  /** The pages besides articles it translates, by their English path (page-copies.ts); none for the default. */
  readonly pages: Partial<TranslatedPages>;
  /** Words several of those pages or articles share, by name (page-copies.ts). */
  readonly shared: Partial<SharedCopies>;
}

/** The path of a page of the default locale as `locale` has it: "/download/" -> "/es/download/". */
export const pathIn = (locale: Pick<Locale, 'id'>, path: string, defaultId: string): string => (locale.id === defaultId ? path : `/${locale.id}${path}`);
