/** What a legal page in Latin American Spanish says of its English original. */
import type { LegalTranslationNote } from './legal-translation.ts';

export const legalTranslationEs: LegalTranslationNote = {
  text: 'Esta página es una traducción. La versión que rige es la original en inglés: si hay alguna diferencia entre ambas, prevalece la {original}.',
  link: 'versión en inglés',
};
