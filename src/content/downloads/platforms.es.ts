/** The platform cards' words in Latin American Spanish (platforms.ts has the English). */
import type { SharedCopies } from '../page-copies.ts';

export const platformCopyEs: SharedCopies['platforms'] = {
  android: { name: 'Android', button: 'Descargar de Google Play', guide: 'Guía para Android' },
  windows: { name: 'PC / Windows', button: 'Descargar de la página de CapCut', guide: 'Guía para PC / Windows' },
  ios: { name: 'iOS (iPhone y iPad)', button: 'Descargar del App Store', guide: 'Guía para iOS (iPhone y iPad)' },
};
