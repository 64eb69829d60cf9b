/** Latin American Spanish, under /es/. */
import { factWords } from '../facts/es.ts';
import type { Locale } from '../locale.ts';
import { spanishMessages } from './es.ts';

export const spanish: Locale = { id: 'es', lang: 'es', intl: 'es-419', ogLocale: 'es_LA', name: 'Español', messages: spanishMessages, factWords, pages: {}, shared: {} };
