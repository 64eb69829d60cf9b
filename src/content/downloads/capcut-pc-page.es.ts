/** /capcut-pc/ in Latin American Spanish (capcut-pc-page.ts has the English). */
import type { TranslatedPages } from '../page-copies.ts';

export const capcutPcPageCopyEs: TranslatedPages['/capcut-pc/'] = {
  meta: {
    label: 'CapCut para PC',
    title: 'CapCut para PC: descarga para Windows y Mac',
    description: 'Descarga la app oficial de escritorio de CapCut para Windows y Mac e instálala paso a paso, con los requisitos del sistema de ambos.',
    keywords: ['CapCut PC', 'CapCut escritorio', 'CapCut para laptop', 'CapCut Windows', 'CapCut Mac'],
  },
  hero: {
    title: 'CapCut para PC: Windows y Mac',
    lead: 'La app de escritorio te da una línea de tiempo más grande, atajos de teclado y exportaciones más rápidas que la app para celular. Es gratis en la propia página de descarga de CapCut, que te ofrece el instalador adecuado para tu computadora.',
    windowsButton: 'Descargar para Windows',
    macButton: 'Descargar para Mac',
  },
  requirements: {
    title: '¿Qué computadoras pueden usarla?',
    facts: (version, size, requirement) => `Versión ${version}, unos ${size}. Requiere ${requirement}.`,
    windows: { name: 'Windows', guide: 'Requisitos completos y ayuda para Windows' },
    mac: { name: 'Mac', guide: 'Requisitos completos y ayuda para Mac' },
  },
  tips: {
    title: 'Primeros pasos en la computadora',
    signIn: 'Inicia sesión con la cuenta que usas en tu celular: los borradores guardados en la nube también se abren en la computadora.',
    dragClips: 'Arrastra clips desde el Explorador de archivos o el Finder directamente a la línea de tiempo.',
    shortcuts: {
      before: 'Aprende primero unos cuantos atajos: dividir, deshacer y reproducir o pausar son los que más tiempo ahorran. Nuestra ',
      link: 'guía de atajos de teclado',
      after: ' los reúne.',
    },
    noInstall: {
      before: '¿No puedes instalar programas en una computadora de la escuela o del trabajo? El ',
      link: 'editor web',
      after: ' funciona en el navegador.',
    },
  },
};
