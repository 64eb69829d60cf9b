/** What a legal page in Brazilian Portuguese says of its English original. */
import type { LegalTranslationNote } from './legal-translation.ts';

export const legalTranslationPtBr: LegalTranslationNote = {
  text: 'Esta página é uma tradução. A versão que vale é a original, em inglês: se houver alguma diferença entre as duas, prevalece a {original}.',
  link: 'versão em inglês',
};
