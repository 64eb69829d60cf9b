/** /capcut-mac/ in Latin American Spanish (capcut-mac-page.ts has the English; the Mac models follow devices.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const capcutMacPageCopyEs: TranslatedPages['/capcut-mac/'] = {
  meta: {
    label: 'CapCut para Mac',
    title: 'CapCut para Mac: instalación, modelos y soluciones',
    description: 'Qué Mac con Intel y Apple Silicon pueden usar CapCut, cómo instalarlo desde la página oficial y cómo resolver el aviso “no se puede abrir” y los permisos.',
    keywords: ['CapCut Mac', 'CapCut macOS', 'CapCut M1', 'CapCut Apple Silicon', 'CapCut MacBook'],
  },
  hero: {
    title: 'CapCut para Mac',
    lead: (version, size, requirement) => `La app de escritorio gratuita de CapCut funciona de forma nativa en Mac con Intel y con Apple Silicon: versión ${version}, unos ${size}, para ${requirement}.`,
    button: 'Descargar para Mac',
  },
  models: {
    title: 'Mac compatibles con CapCut',
    intro: 'Todas las Mac que pueden instalar macOS 12 Monterey o posterior. Revisa la tuya en el menú Apple, Acerca de esta Mac.',
    groups: [
      {
        name: 'Mac con Intel',
        models: [
          'MacBook Pro (principios de 2015 y posteriores)',
          'MacBook Air (principios de 2015 y posteriores)',
          'MacBook (principios de 2016 y posteriores)',
          'iMac (finales de 2015 y posteriores)',
          'iMac Pro (2017)',
          'Mac mini (finales de 2014 y posteriores)',
          'Mac Pro (finales de 2013 y posteriores)',
        ],
      },
      {
        name: 'Mac con Apple Silicon (M1 y posteriores)',
        models: [
          'MacBook Air (M1, 2020 y posteriores)',
          'MacBook Pro (M1, 2020 y posteriores, incluidos M1 Pro y M1 Max)',
          'Mac mini (M1, 2020 y posteriores)',
          'iMac de 24 pulgadas (M1, 2021 y posteriores)',
          'Mac Studio (2022 y posteriores)',
          'Mac Pro (M2 Ultra, 2023)',
        ],
      },
    ],
    performance: 'Las Mac con Apple Silicon exportan bastante más rápido gracias a sus motores multimedia; en las Mac con Intel, 8 GB de RAM o más hacen más fluida la edición en 4K.',
  },
  security: {
    title: 'Problemas de seguridad y permisos',
    problems: [
      { problem: '“No se puede abrir CapCut porque Apple no puede comprobarlo”', fix: 'La app oficial está notarizada por Apple, así que este aviso suele indicar que el archivo vino de otro lado o está dañado. Muévelo a la Papelera, vuelve a descargarlo desde la página oficial y ábrelo desde Aplicaciones.' },
      { problem: 'macOS pregunta si quieres abrir una app descargada de internet', fix: 'Ese aviso es normal la primera vez. Elige Abrir. Si lo cerraste, abre Configuración del Sistema, Privacidad y seguridad, y haz clic en Abrir igualmente junto a CapCut.' },
      { problem: 'La cámara o el micrófono no graban', fix: 'Abre Configuración del Sistema, Privacidad y seguridad, luego Cámara (o Micrófono), y activa CapCut. Después, cierra CapCut por completo y vuelve a abrirlo.' },
      { problem: 'La grabación de pantalla muestra una ventana negra', fix: 'Permite CapCut en Privacidad y seguridad, Grabación de pantalla y audio del sistema (Grabación de pantalla en versiones anteriores de macOS), y luego reinicia la app.' },
      { problem: 'CapCut no puede importar desde una carpeta o unidad', fix: 'En Privacidad y seguridad, Archivos y carpetas, permite que CapCut acceda a Escritorio, Documentos, Descargas o a los volúmenes extraíbles, según lo necesites.' },
    ],
    moreHelp: {
      before: 'Nunca desactives Gatekeeper ni ejecutes comandos que encuentres en internet para abrir una app: la solución de arriba es todo lo que necesita la app oficial. Encontrarás más ayuda en la ',
      guide: 'guía de instalación',
      between: '; en Windows, consulta ',
      windows: 'CapCut para Windows',
      after: '.',
    },
  },
};
