/** /es/capcut-pro/: the Pro subscription page in Latin American Spanish (the English is pro.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const proPageCopyEs: TranslatedPages['/capcut-pro/'] = {
  meta: {
    label: 'CapCut Pro',
    title: 'CapCut Pro: precios, funciones y dónde comprarlo',
    description: 'Qué agrega la suscripción oficial CapCut Pro, qué sigue gratis, sus precios y dónde la vende el fabricante: en las apps y en las versiones de escritorio y web.',
    keywords: ['CapCut Pro', 'CapCut Pro precio', 'CapCut gratis vs Pro', 'CapCut suscripción'],
  },
  hero: {
    title: 'CapCut Pro: la suscripción oficial',
    lead: ({ monthly, yearly, where }) => `CapCut es gratis; Pro es una suscripción opcional de ${monthly} al mes o ${yearly} al año que desbloquea los elementos marcados como Pro. ${where}`,
    googlePlay: 'Obtener CapCut en Google Play',
    appStore: 'Obtener CapCut en el App Store',
  },
  adds: {
    title: 'Qué agrega Pro',
    items: ({ cloudFree, cloudPro }) => [
      'Todos los efectos, filtros, transiciones, stickers y estilos de texto marcados como Pro.',
      'Las plantillas marcadas como Pro, en la galería de plantillas.',
      'Las herramientas de IA marcadas como Pro, como el retoque avanzado y la limpieza de audio, donde estén disponibles.',
      `${cloudPro} de almacenamiento en la nube en lugar de ${cloudFree}.`,
    ],
    rest: 'Todo lo demás (la línea de tiempo, las exportaciones sin marca de agua, los fotogramas clave, los subtítulos y la mayoría de los efectos) sigue en el plan gratuito.',
  },
  plans: {
    title: 'Gratis vs Pro',
    columns: ['Función', 'Gratis', 'Pro', 'Notas'],
    included: 'Incluido',
    notIncluded: 'No incluido',
    rows: ({ monthly, yearly, maxExport, cloudFree, cloudPro, priceNote }) => [
      { feature: 'Precio', free: 'Gratis', pro: `${monthly} al mes o ${yearly} al año`, description: `Precios del App Store en EE. UU. ${priceNote}` },
      { feature: 'Línea de tiempo de edición', free: true, pro: true, description: 'Edición multipista, recorte, división, velocidad, fotogramas clave y máscaras.' },
      { feature: 'Exportaciones', free: 'Ilimitadas', pro: 'Ilimitadas', description: 'Sin límite en la cantidad de videos que exportas.' },
      { feature: 'Marca de agua al exportar', free: 'Ninguna', pro: 'Ninguna', description: 'Ningún plan agrega marca de agua; el clip final opcional se puede eliminar.' },
      { feature: 'Calidad de exportación', free: `Hasta ${maxExport}`, pro: `Hasta ${maxExport}`, description: 'Elige la resolución y la velocidad de fotogramas en el menú de exportación.' },
      { feature: 'Efectos, filtros y transiciones', free: 'La biblioteca gratuita', pro: 'También los elementos marcados como Pro', description: 'Una marca Pro en una miniatura indica que el elemento necesita la suscripción para exportarse.' },
      { feature: 'Plantillas', free: 'Plantillas gratuitas', pro: 'También las plantillas Pro', description: 'Las plantillas marcadas como Pro necesitan la suscripción.' },
      { feature: 'Herramientas de IA avanzadas', free: false, pro: true, description: 'Las herramientas marcadas como Pro en la app; cuáles son varía según la plataforma y la región.' },
      { feature: 'Almacenamiento en la nube', free: cloudFree, pro: cloudPro, description: 'Espacio para borradores y recursos sincronizados entre tus dispositivos.' },
    ],
  },
  subscribe: {
    title: 'Cómo suscribirte',
    steps: [
      'Instala CapCut desde Google Play o el App Store (con los botones del principio de esta página), o abre la app de escritorio o el editor web.',
      'Toca o haz clic en un elemento marcado como Pro, o en el botón Pro de tu perfil.',
      'Elige el plan mensual o el anual; verás el precio de tu país antes de pagar.',
      'Más adelante, administra o cancela la suscripción donde pagaste: en tus suscripciones de Google Play o de Apple, o en la configuración de suscripción de CapCut.',
    ],
    warning:
      'Ningún sitio web, APK ni versión “Pro desbloqueada” puede darte Pro gratis: esas copias están modificadas, pueden traer malware e infringen los términos de CapCut. Si Pro no te conviene, el plan gratuito ya cubre casi toda la edición, y nuestra página de ',
    warningLink: 'alternativas',
    warningAfter: ' compara los precios de otros editores.',
  },
};
