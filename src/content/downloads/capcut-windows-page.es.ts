/** /capcut-windows/ in Latin American Spanish (capcut-windows-page.ts has the English). */
import type { TranslatedPages } from '../page-copies.ts';

export const capcutWindowsPageCopyEs: TranslatedPages['/capcut-windows/'] = {
  meta: {
    label: 'CapCut para Windows',
    title: 'CapCut para Windows: descarga y requisitos',
    description: 'Descarga CapCut para Windows desde la página de descarga oficial y revisa los requisitos mínimos y recomendados de tu PC antes de instalarlo.',
    keywords: ['CapCut Windows', 'CapCut Windows 11', 'CapCut Windows 10', 'CapCut requisitos del sistema'],
  },
  hero: {
    title: 'CapCut para Windows',
    lead: (version, size) => `La app de escritorio gratuita de CapCut para Windows 10 y 11: versión ${version}, unos ${size}, desde la página de descarga oficial de CapCut.`,
    button: 'Descargar para Windows',
  },
  requirements: {
    title: 'Requisitos del sistema',
    intro: 'Con el mínimo, el editor funciona; con la configuración recomendada, las vistas previas en 1080p y 4K se ven fluidas.',
    columns: ['Componente', 'Mínimo', 'Recomendado'],
    parts: ['Sistema operativo', 'Procesador', 'Memoria', 'Gráficos', 'Almacenamiento'],
    checkYourPc: 'Para revisar tu PC, abre Configuración, luego Sistema y luego Acerca de: ahí aparecen la edición de Windows, el procesador, la RAM instalada y si el sistema es de 64 bits.',
  },
  problems: {
    title: 'Si algo sale mal',
    items: [
      'Windows muestra una advertencia sobre el instalador: el instalador oficial está firmado por el fabricante, así que una advertencia suele indicar un archivo dañado o no oficial. Bórralo y vuelve a descargarlo desde la página de descarga de CapCut; nunca ejecutes un instalador de otro sitio.',
      'La vista previa se traba: baja la calidad de la vista previa en el menú del reproductor, cierra otras apps y actualiza el controlador de la tarjeta gráfica.',
      'El instalador se detiene: asegúrate de que la unidad tenga espacio libre y de que tu antivirus no esté bloqueando la descarga, y vuelve a ejecutarlo.',
    ],
    seeAlso: { before: '¿También usas una Mac? Consulta ', mac: 'CapCut para Mac', between: ', o ', pc: 'CapCut para PC', after: ' para ambas.' },
  },
};
