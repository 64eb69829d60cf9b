/** /es/capcut-gratis-vs-pro/: CapCut Free vs Pro in Latin American Spanish, what its article lays out and the words around it (the English is capcut-vs-pro.ts). */
import { planFacts, type CapcutVsProCopy } from './capcut-vs-pro.ts';

export const capcutVsProEs: CapcutVsProCopy = {
  data: (fact) => {
    const [monthly, yearly, maxExport, cloudFree, cloudPro] = ['proPrice.monthly', 'proPrice.yearly', 'proPrice.maxExport', 'proPrice.cloudFree', 'proPrice.cloudPro'].map(fact) as [string, string, string, string, string];
    return {
      rows: [
        { feature: 'Precio', capcut: 'Gratis', other: `${monthly} al mes o ${yearly} al año`, winner: 'capcut' },
        { feature: 'Marca de agua al exportar', capcut: 'Ninguna', other: 'Ninguna', winner: 'tie' },
        { feature: 'Cantidad de exportaciones', capcut: 'Ilimitadas', other: 'Ilimitadas', winner: 'tie' },
        { feature: 'Calidad de exportación', capcut: `Hasta ${maxExport}`, other: `Hasta ${maxExport}`, winner: 'tie' },
        { feature: 'Herramientas de edición', capcut: 'Línea de tiempo multipista, fotogramas clave, máscaras, velocidad y croma', other: 'Las mismas herramientas', winner: 'tie' },
        { feature: 'Efectos, filtros y transiciones', capcut: 'La biblioteca gratuita', other: 'También todos los elementos marcados como Pro', winner: 'other' },
        { feature: 'Plantillas', capcut: 'Plantillas gratuitas', other: 'También las plantillas marcadas como Pro', winner: 'other' },
        { feature: 'Herramientas de IA', capcut: 'Herramientas de IA básicas, como los subtítulos automáticos', other: 'También las herramientas de IA marcadas como Pro', winner: 'other' },
        { feature: 'Almacenamiento en la nube', capcut: cloudFree, other: cloudPro, winner: 'other' },
      ],
      facts: planFacts,
      plans: [
        {
          name: 'Gratis',
          price: 'USD 0',
          per: 'para siempre',
          note: 'Todo lo que la mayoría de los creadores necesita.',
          features: ['El editor completo en todas las plataformas', 'Sin marca de agua y con exportaciones ilimitadas', `Exporta hasta ${maxExport}`, `${cloudFree} de almacenamiento en la nube`],
        },
        {
          name: 'Pro mensual',
          price: monthly,
          per: 'al mes',
          note: 'Prueba Pro en un proyecto y cancela cuando quieras.',
          features: ['Todo lo del plan Gratis', 'Efectos, filtros y plantillas Pro', 'Herramientas de IA Pro', `${cloudPro} de almacenamiento en la nube`],
        },
        {
          name: 'Pro anual',
          featured: true,
          price: yearly,
          per: 'al año',
          note: `Cuesta menos que doce pagos mensuales (${monthly} × 12).`,
          features: ['Todo lo de Pro mensual', 'Un solo pago al año', 'Ideal si creas videos cada semana', 'Cancela antes de la renovación para que no se cobre'],
        },
      ],
      sides: {
        free: {
          strengths: ['No cuesta nada y no pone marca de agua', 'Todas las herramientas de edición principales', `Exporta hasta ${maxExport}`],
          weaknesses: ['Los elementos marcados como Pro no se pueden exportar', `Solo ${cloudFree} de almacenamiento en la nube`, 'Menos herramientas de IA'],
        },
        pro: {
          strengths: ['Toda la biblioteca de efectos y plantillas', 'Las herramientas de IA Pro ahorran tiempo de edición', `${cloudPro} de almacenamiento en la nube para borradores`],
          weaknesses: [`Un costo recurrente de ${monthly} al mes o ${yearly} al año`, 'No exporta con más calidad que el plan Gratis', 'Los precios pueden variar según la región y la tienda'],
        },
      },
      faq: [
        { question: '¿CapCut es gratis?', answer: 'Sí. La app se descarga gratis y el plan gratuito edita y exporta videos sin marca de agua. Solo los elementos marcados como Pro requieren la suscripción.' },
        { question: '¿Cuánto cuesta CapCut Pro?', answer: `CapCut Pro cuesta ${monthly} al mes o ${yearly} al año en el App Store de EE. UU. ${fact('proPurchase.priceNote')}` },
        { question: '¿El plan gratuito agrega marca de agua?', answer: 'No. Las exportaciones gratuitas no tienen marca de agua. El clip final opcional que agrega CapCut se puede borrar de la línea de tiempo antes de exportar.' },
        { question: '¿Pro exporta con más calidad?', answer: `No. Los dos planes exportan hasta ${maxExport}. Pro agrega efectos, plantillas, herramientas de IA y almacenamiento en la nube, no más resolución.` },
        { question: '¿Dónde compro CapCut Pro?', answer: `${fact('proPurchase.where')} Nunca lo compres a terceros.` },
        {
          question: '¿Puedo cancelar CapCut Pro?',
          answer:
            'Sí. Cancélalo donde pagaste: en tus suscripciones de Google Play o del App Store, o en la configuración de suscripción de CapCut si le pagaste directamente a CapCut. Pro sigue activo hasta el final del período que pagaste.',
        },
      ],
    };
  },
  words: {
    features: {
      title: 'Gratis vs Pro, función por función',
      intro: (ties, rows, adds) => `Los dos planes empatan en ${ties} de ${rows} filas, entre ellas la marca de agua, las exportaciones y la calidad; Pro agrega ${adds} cosas.`,
      caption: 'Comparación de CapCut Gratis y CapCut Pro',
      free: 'Gratis',
      pro: 'Pro',
    },
    pricing: { title: 'Planes y precios', intro: (where, priceNote) => `Precios oficiales en dólares estadounidenses. ${where} ${priceNote}` },
    prosCons: { title: 'Ventajas y desventajas', free: 'CapCut Gratis', pro: 'CapCut Pro' },
    faqTitle: 'Preguntas frecuentes',
    verdict: {
      title: 'Veredicto',
      paragraphs: (cloudFree) => [
        `La tabla resuelve casi todo: Gratis y Pro empatan en marca de agua, exportaciones, calidad y herramientas de edición, así que el plan gratuito le alcanza a la mayoría. Pro vale la pena si siempre terminas buscando efectos o plantillas marcados como Pro, dependes de las herramientas de IA Pro o necesitas más de ${cloudFree} de almacenamiento en la nube para borradores.`,
        'Empieza gratis. Si te suscribes, el plan anual cuesta menos que doce pagos mensuales; el mensual sirve para un solo proyecto.',
      ],
      download: 'Descargar CapCut',
      compare: 'Comparar otros editores',
    },
  },
};
