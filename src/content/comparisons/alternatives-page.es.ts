/** /es/alternativas/: the alternatives page in Latin American Spanish (the English is alternatives-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const alternativesPageCopyEs: TranslatedPages['/alternatives/'] = {
  meta: {
    slug: 'alternativas/',
    label: 'Alternativas a CapCut',
    title: 'Alternativas a CapCut: otros editores comparados',
    description: 'Compara InShot, VN Editor, Adobe Premiere Rush (ya descontinuado), Alight Motion y KineMaster con CapCut: calificaciones, precios, ventajas y desventajas.',
    keywords: ['alternativas a CapCut', 'apps para editar videos', 'InShot', 'VN Editor', 'Adobe Premiere Rush', 'Alight Motion', 'KineMaster'],
  },
  hero: {
    title: (count) => `Alternativas a CapCut: ${count} editores de video comparados`,
    lead: (count) =>
      `CapCut es gratis y hace mucho, pero no es el único buen editor. Compara otros ${count} editores por tipo, precio y lo que mejor hace cada uno, y después abre la comparación lado a lado.`,
    discontinued: (names) =>
      names.length === 1
        ? ` Descontinuado por su fabricante, se mantiene para quienes lo usaban: ${names.join(', ')}.`
        : ` Descontinuados por sus fabricantes, se mantienen para quienes los usaban: ${names.join(', ')}.`,
  },
  finderTitle: 'Encuentra un editor',
  editors: (fact) => ({
    inshot: {
      pricing: `Gratis con marca de agua y anuncios; InShot Pro desde ${fact('competitors.inshot.monthly')} al mes`,
      pros: ['Muy rápido de aprender', 'Editor de fotos y creador de collages integrados', 'Lienzos y fondos preconfigurados para cada formato de redes sociales'],
      cons: ['Marca de agua en las exportaciones gratuitas', 'Biblioteca de efectos y plantillas más pequeña', 'Solo para celulares y tablets'],
      bestFor: 'Publicaciones rápidas para redes, presentaciones de fotos y principiantes',
    },
    vnEditor: {
      pricing: 'Editor principal gratis, sin marca de agua',
      pros: ['Sin marca de agua en las exportaciones gratuitas', 'Línea de tiempo multipista precisa, con fotogramas clave', 'Curvas de velocidad y herramientas de color'],
      cons: ['Menos plantillas y efectos de tendencia', 'Pocas herramientas de IA', 'Comunidad de tutoriales más pequeña'],
      bestFor: 'Vloggers que quieren control manual sin pagar',
    },
    premiereRush: {
      pricing: `Ya no se vende: Adobe lo descontinuó y lo retiró de las tiendas de apps el ${fact('premiereRushStatus.removedFromStores')} (costaba ${fact('competitors.premiereRush.monthly')} al mes)`,
      pros: ['Proyectos sincronizados con el almacenamiento en la nube de Adobe', 'Se abría en Premiere Pro para terminar la edición', 'La misma app en celular, tablet y computadora'],
      cons: ['Descontinuado: ya no se vende, ni se actualiza ni tiene soporte', 'Costaba más que los demás', 'Poca variedad de plantillas'],
      bestFor: 'Nadie que empiece ahora: Adobe lo descontinuó',
    },
    alightMotion: {
      pricing: `Gratis con marca de agua; Alight Motion Pro ${fact('competitors.alightMotion.monthly')} al mes`,
      pros: ['Fotogramas clave en casi todas las propiedades', 'Formas vectoriales y gráficos en movimiento', 'Modos de fusión y efectos por capas'],
      cons: ['Marca de agua en las exportaciones gratuitas', 'Curva de aprendizaje empinada', 'Pocas plantillas listas para usar en la app'],
      bestFor: 'Gráficos en movimiento, textos animados y ediciones con movimiento suave',
    },
    kinemaster: {
      pricing: `Gratis con marca de agua; KineMaster Premium ${fact('competitors.kinemaster.monthly')} al mes (${fact('competitors.kinemaster.yearly')} al año)`,
      pros: ['Edición multicapa con croma', 'Modos de fusión y una tienda de recursos', 'App madura y estable para videos más largos'],
      cons: ['Marca de agua en las exportaciones gratuitas', 'Muchos recursos requieren Premium', 'Interfaz más cargada que la de CapCut'],
      bestFor: 'Videos de YouTube y proyectos por capas en el celular',
    },
  }),
  more: {
    title: 'Más comparaciones',
    links: [
      { href: '/capcut-vs-pro/', link: 'CapCut Gratis vs CapCut Pro', after: ': qué agrega la suscripción y si vale la pena.' },
      { href: '/capcut-vs-vn/', link: 'CapCut vs VN: puntajes por categoría', after: ': cada categoría con un puntaje sobre 10.' },
      { href: '/reviews/', link: 'Reseñas y calificación de CapCut', after: ': la calificación en la tienda y lo que dicen los usuarios.' },
    ],
  },
};
