/**
 * The site's languages, the default first (at the site's own paths; the others under /<id>/).
 * Adding one is its catalogue file in src/i18n/catalogue/ (its words and how it is addressed),
 * its article translations in src/content/articles/<id>/, and its line here.
 */
import { english } from './catalogue/en-locale.ts';
import { spanish } from './catalogue/es-locale.ts';
import { brazilianPortuguese } from './catalogue/pt-br-locale.ts';
import type { Locale } from './locale.ts';

export const siteLocales: readonly Locale[] = [english, spanish, brazilianPortuguese];
