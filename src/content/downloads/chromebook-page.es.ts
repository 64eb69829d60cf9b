/** /es/capcut-chromebook/: the Chromebook page in Latin American Spanish (the English is chromebook-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const chromebookPageCopyEs: TranslatedPages['/capcut-chromebook/'] = {
  meta: {
    label: 'CapCut para Chromebook',
    title: 'CapCut en Chromebook: Google Play o el editor web',
    description: 'Usa CapCut en tu Chromebook: instala la app de Android desde Google Play o edita en el navegador, con el Chrome OS, la RAM y el espacio que necesita.',
    keywords: ['CapCut Chromebook', 'CapCut Chrome OS', 'CapCut Chromebook escolar', 'CapCut web'],
  },
  hero: {
    title: 'CapCut en Chromebook',
    lead: (version) =>
      `La mayoría de las Chromebooks ejecuta la app de CapCut para Android (versión ${version}) desde Google Play. Si la tuya no puede, el editor web funciona en Chrome sin instalar nada.`,
    install: 'Instalar desde Google Play',
    openWeb: 'Abrir el editor web',
  },
  requirements: {
    title: 'Requisitos',
    os: 'Chrome OS',
    googlePlay: 'Google Play',
    googlePlayValue: 'Activado (Configuración, Apps)',
    memory: 'Memoria',
    memoryValue: (minimum, recommended) => `${minimum} como mínimo, ${recommended} recomendados`,
    storage: 'Espacio libre',
  },
  web: {
    title: 'O usa el editor web',
    text: 'El editor web no necesita Google Play ni instalación, así que es ideal para las Chromebooks escolares que tienen las apps bloqueadas. Funciona en Chrome, guarda los proyectos en tu cuenta de CapCut y exporta a la carpeta Descargas. Necesita una conexión estable y funciona mejor con proyectos de pocos minutos.',
    compare: '¿No sabes cuál elegir? Compáralos en ',
    compareLink: 'CapCut Web vs la app',
    compareAfter: '.',
  },
};
