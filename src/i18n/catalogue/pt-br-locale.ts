/** Brazilian Portuguese, under /pt-br/. */
import { factWords } from '../facts/pt-br.ts';
import type { Locale } from '../locale.ts';
import { brazilianPortugueseMessages } from './pt-br.ts';

export const brazilianPortuguese: Locale = { id: 'pt-br', lang: 'pt-BR', intl: 'pt-BR', ogLocale: 'pt_BR', name: 'Português (Brasil)', messages: brazilianPortugueseMessages, factWords, pages: {}, shared: {} };
