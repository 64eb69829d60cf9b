/** /es/capcut-web/: the web editor vs app page in Latin American Spanish (the English is web-vs-app.ts). */
import type { TranslatedPages } from '../page-copies.ts';

const sameCost = 'Gratis, con la misma suscripción Pro opcional';

export const webPageCopyEs: TranslatedPages['/capcut-web/'] = {
  meta: {
    label: 'CapCut Web',
    title: 'CapCut Web vs la app: cuál usar',
    description: 'Compara CapCut Web con sus apps de celular y computadora (instalación, rendimiento, uso sin conexión, archivos y costo) y abre el editor web oficial.',
    keywords: ['CapCut web', 'CapCut en línea', 'CapCut en el navegador', 'CapCut web o app'],
  },
  hero: {
    title: 'CapCut Web vs la app',
    lead: 'El editor en línea de CapCut funciona en el navegador con tu cuenta de CapCut; las apps funcionan en el dispositivo. Es la misma familia de editores, con el mismo plan gratuito y la misma suscripción Pro opcional: las diferencias están en la velocidad, los archivos y el lugar donde trabajas.',
    openWeb: 'Abrir el editor web',
    downloadApp: 'Descargar la app',
  },
  comparison: {
    title: 'Editor web vs app, lado a lado',
    columns: ['Característica', 'Editor web', 'App'],
    rows: [
      { feature: 'Instalación', web: 'Ninguna: funciona en Chrome, Edge o Safari', app: 'Desde Google Play, el App Store o la página de descarga para computadora' },
      { feature: 'Ideal para', web: 'Laptops y computadoras de escritorio, incluidas las de la escuela y el trabajo', app: 'Celulares y tablets (app móvil), Windows y Mac (app de escritorio)' },
      { feature: 'Internet', web: 'Hace falta todo el tiempo', app: 'Se puede editar sin conexión; las plantillas y la nube necesitan conexión' },
      { feature: 'Rendimiento', web: 'Depende del navegador y de la conexión; los proyectos largos en 4K pueden ir lentos', app: 'Usa el hardware del dispositivo; va más fluida con proyectos largos o en 4K' },
      { feature: 'Archivos', web: 'Se suben al almacenamiento en la nube antes de editar', app: 'Se leen directamente del dispositivo' },
      { feature: 'Plantillas y efectos', web: 'Biblioteca grande, con elementos marcados como Pro', app: 'La biblioteca más grande, con elementos marcados como Pro' },
      { feature: 'Costo', web: sameCost, app: sameCost },
    ],
  },
  which: {
    title: 'Cuál usar',
    choices: [
      { title: 'Elige el editor web si', items: ['no puedes instalar programas (computadoras de la escuela o del trabajo, Chromebooks sin Google Play)', 'editas clips cortos de vez en cuando', 'cambias seguido de computadora'] },
      { title: 'Elige la app si', items: ['editas en tu celular o tablet', 'tus proyectos son largos, con varias pistas o en 4K', 'quieres editar sin conexión o exportar más rápido'] },
    ],
    before: 'Tus proyectos van con tu cuenta, así que puedes empezar en el navegador y terminar en la ',
    desktopLink: 'app de escritorio',
    between: '. En una Chromebook, consulta ',
    chromebookLink: 'CapCut en Chromebook',
    after: '.',
  },
};
