/** The platform cards' words in Brazilian Portuguese (platforms.ts has the English). */
import type { SharedCopies } from '../page-copies.ts';

export const platformCopyPtBr: SharedCopies['platforms'] = {
  android: { name: 'Android', button: 'Baixar no Google Play', guide: 'Guia para Android' },
  windows: { name: 'PC / Windows', button: 'Baixar na página do CapCut', guide: 'Guia para PC / Windows' },
  ios: { name: 'iOS (iPhone e iPad)', button: 'Baixar na App Store', guide: 'Guia para iOS (iPhone e iPad)' },
};
