/** English, the default locale: at the site's own paths. */
import type { Locale } from '../locale.ts';
import { englishMessages } from './en.ts';

export const english: Locale = { id: 'en', module: import.meta.url, lang: 'en', intl: 'en-US', ogLocale: 'en_US', name: 'English', messages: englishMessages, factWords: {}, sourceNames: {}, pages: {}, shared: {} };
