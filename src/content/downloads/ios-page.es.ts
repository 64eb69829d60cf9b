/** /es/capcut-ios/: the iOS page in Latin American Spanish (the English is ios-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const iosPageCopyEs: TranslatedPages['/capcut-ios/'] = {
  meta: {
    label: 'CapCut para iOS',
    title: 'CapCut para iOS: App Store, instalación y dispositivos',
    description: 'Instala CapCut desde el App Store, revisa qué modelos de iPhone, iPad y iPod touch pueden usarlo y mantén la app siempre actualizada.',
    keywords: ['CapCut iOS', 'CapCut iPhone', 'CapCut iPad', 'CapCut App Store', 'CapCut dispositivos compatibles'],
  },
  hero: {
    title: 'CapCut para iPhone y iPad',
    lead: (version, size, requirement) =>
      `CapCut para iOS es gratis en el App Store: versión ${version}, de unos ${size}, para ${requirement}. El App Store es la única forma de instalarlo; Apple lo revisa y lo actualiza por ti.`,
    download: 'Descargar en el App Store',
  },
  compatibility: {
    title: 'Dispositivos compatibles',
    intro: (requirement) => `Estos dispositivos pueden usar ${requirement}. En los modelos más antiguos la app se instala, pero edita más lento; en ellos, mantén cortos los proyectos en 4K.`,
    devices: [
      {
        name: 'iPhone',
        models: [
          'iPhone 5s, 6 y 6 Plus',
          'iPhone 6s, 6s Plus y SE (1.ª generación)',
          'iPhone 7, 7 Plus, 8 y 8 Plus',
          'iPhone X, XR, XS y XS Max',
          'iPhone 11 (todos los modelos) y SE (2.ª y 3.ª generación)',
          'iPhone 12, 13, 14, 15 y 16 (todos los modelos) y posteriores',
        ],
      },
      { name: 'iPad', models: ['iPad Air (1.ª generación) y posteriores', 'iPad mini 2 y posteriores', 'iPad (5.ª generación) y posteriores', 'Todos los modelos de iPad Pro'] },
      { name: 'iPod touch', models: ['iPod touch (6.ª generación)', 'iPod touch (7.ª generación)'] },
    ],
    yourVersion:
      'Para ver tu versión, abre Configuración, luego General y luego Información. Si tu dispositivo no puede usar la versión actual, es posible que el App Store te ofrezca la última que funciona en él cuando tocas Obtener.',
  },
  update: {
    title: 'Cómo actualizar CapCut en iOS',
    steps: [
      'Abre el App Store y toca tu foto de perfil, arriba a la derecha.',
      'Desplázate hasta la lista de actualizaciones pendientes y toca Actualizar junto a CapCut, o Actualizar todo.',
      'Para tenerla al día sin pensar en ello, ve a Configuración, luego a App Store, y activa Actualizaciones de apps.',
      'Si después de actualizar no ves una función nueva, cierra CapCut desde el selector de apps y vuelve a abrirlo.',
    ],
  },
  safety: {
    title: 'Por qué solo el App Store',
    before:
      'El fabricante publica CapCut para iPhone y iPad solo en el App Store. Los sitios que ofrecen un archivo “IPA” de CapCut o un perfil para instalarlo fuera de la tienda (sideloading) te dan una copia que nadie revisó: puede estar modificada, robar tu cuenta o dejar de funcionar cuando se revoque su certificado, y además infringe los términos de CapCut. Las funciones Pro solo se desbloquean con la ',
    link: 'suscripción Pro',
    after: ' oficial.',
  },
};
