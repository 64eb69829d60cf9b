/** /download/ in Latin American Spanish (download-page.ts has the English). */
import type { TranslatedPages } from '../page-copies.ts';

export const downloadPageCopyEs: TranslatedPages['/download/'] = {
  meta: {
    label: 'Descargar CapCut',
    title: 'Descargar CapCut para Android, PC e iOS',
    description: 'Enlaces oficiales para descargar CapCut en Android (Google Play), Windows y Mac (sitio del fabricante) e iPhone (App Store), con versión, tamaño y requisitos.',
    keywords: ['descargar CapCut', 'CapCut Android', 'CapCut Google Play', 'CapCut última versión', 'descargar CapCut gratis'],
  },
  hero: {
    title: 'Descargar CapCut',
    lead: 'Cada botón de esta página abre un canal oficial del fabricante de CapCut: Google Play, el App Store o la propia página de descarga de CapCut. La app es gratis y siempre obtienes la versión actual.',
  },
  android: {
    title: 'CapCut para Android',
    text: 'La versión más usada de CapCut. Google Play la instala, la verifica y la actualiza por ti; no necesitas root ni activar orígenes desconocidos.',
    button: 'Disponible en Google Play',
    guide: 'Guía de instalación',
  },
  platforms: {
    title: 'Elige tu plataforma',
    intro: 'La misma app gratis en celulares, tablets y computadoras; tu cuenta mantiene tus borradores sincronizados.',
  },
  noGooglePlay:
    '¿Tu celular no tiene Google Play? Usa el editor web desde una computadora o consulta al soporte del fabricante sobre tu dispositivo. No instales CapCut desde sitios para compartir archivos: esas copias pueden estar modificadas y traer malware.',
  otherDevices: {
    title: 'Otros dispositivos',
    mac: { title: 'Mac', text: 'Mac con Intel y con Apple Silicon' },
    chromebook: { title: 'Chromebook', text: 'Google Play o el editor web' },
    web: { title: 'Editor web', text: 'Edita en el navegador, sin instalar nada' },
    pro: { title: 'CapCut Pro', text: 'La suscripción oficial' },
  },
};
