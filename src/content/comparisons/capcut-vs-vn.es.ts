/** /es/capcut-vs-vn/: CapCut vs VN in Latin American Spanish, what its article lays out and the words around it (the English is capcut-vs-vn.ts); the scores are the English data's. */
import type { CapcutVsVnCopy } from './capcut-vs-vn.ts';
import { vnCategories } from './scores.ts';

/** Each category's words, in the order of vnCategories, whose scores they take. */
const categoryWords = [
  {
    name: 'Facilidad de uso',
    description: 'Qué tan rápido alguien que edita por primera vez pasa de importar los clips a tener un video terminado.',
    capcut: ['Barra de herramientas inferior clara, con herramientas rotuladas', 'Las plantillas dan una edición terminada en minutos'],
    other: ['Interfaz ordenada y despejada', 'Los gestos en la línea de tiempo se sienten precisos'],
  },
  {
    name: 'Funciones de edición',
    description: 'Las herramientas básicas: pistas, fotogramas clave, máscaras, velocidad, croma y texto.',
    capcut: ['Fotogramas clave, máscaras, croma y curvas de velocidad', 'Subtítulos automáticos y texto a voz'],
    other: ['Línea de tiempo multipista con fotogramas clave', 'Curvas de velocidad y máscaras básicas'],
  },
  {
    name: 'Efectos y plantillas',
    description: 'Estilos listos para usar: efectos, filtros, transiciones, stickers y plantillas.',
    capcut: ['Gran biblioteca de efectos que se renueva seguido', 'Galería de plantillas que sigue las tendencias del video corto'],
    other: ['Un buen conjunto de filtros y transiciones', 'Menos plantillas de tendencia, así que las ediciones se ven menos genéricas'],
  },
  {
    name: 'Herramientas de IA',
    description: 'Subtítulos automáticos, eliminación de fondo, efectos de voz y ayudas parecidas.',
    capcut: ['Subtítulos automáticos en muchos idiomas', 'Eliminación de fondo sin pantalla verde'],
    other: ['Algunas ayudas automáticas', 'Menos que aprender para quienes prefieren el trabajo manual'],
  },
  {
    name: 'Calidad de exportación',
    description: 'Resolución, velocidad de fotogramas y control sobre el archivo exportado.',
    capcut: ['Resolución y velocidad de fotogramas a elección en cada exportación', 'Sin marca de agua en las exportaciones gratuitas'],
    other: ['Sin marca de agua en las exportaciones gratuitas', 'Ajustes de tasa de bits y velocidad de fotogramas'],
  },
  {
    name: 'Rendimiento',
    description: 'Vista previa fluida y exportaciones confiables en los celulares de todos los días.',
    capcut: ['Vista previa fluida en celulares de gama media', 'Exportaciones rápidas en celulares recientes'],
    other: ['Liviano en dispositivos antiguos', 'Estable en proyectos largos con muchos clips'],
  },
  {
    name: 'Control preciso',
    description: 'Recorte preciso al fotograma, curvas y ajustes manuales para quienes disfrutan afinar cada detalle.',
    capcut: ['Gráficos de fotogramas clave para el movimiento', 'Ajustes de color detallados'],
    other: ['Línea de tiempo magnética precisa al fotograma', 'Curvas finas de velocidad y de color'],
  },
  {
    name: 'Comunidad y actualizaciones',
    description: 'Con qué frecuencia mejora la app y qué tan fácil es encontrar tutoriales y ayuda.',
    capcut: ['Actualizaciones frecuentes con efectos nuevos', 'Una cantidad enorme de tutoriales y plantillas en internet'],
    other: ['Actualizaciones regulares', 'Una comunidad de usuarios activa y dispuesta a ayudar'],
  },
];

export const capcutVsVnEs: CapcutVsVnCopy = {
  data: (fact) => {
    return {
      categories: vnCategories.map((category, index) => {
        const words = categoryWords[index]!;
        return { name: words.name, description: words.description, capcut: { score: category.capcut.score, pros: words.capcut }, other: { score: category.other.score, pros: words.other } };
      }),
      performanceRows: [
        { feature: 'Exportación máxima', capcut: `Hasta ${fact('proPrice.maxExport')}`, other: 'Hasta 4K', winner: 'tie' },
        { feature: 'Vista previa en celulares de gama media', capcut: 'Fluida con varias capas y efectos', other: 'Fluida con varias capas', winner: 'tie' },
        { feature: 'Celulares antiguos y con poca memoria', capcut: `Necesita ${fact('platforms.android.requirement')}; los efectos pesados lo ralentizan`, other: 'Más liviano; responde bien en equipos modestos', winner: 'other' },
        { feature: 'Proyectos largos', capcut: 'Estable; los borradores en la nube los respaldan', other: 'Estable con muchos clips', winner: 'tie' },
        { feature: 'Tiempo hasta un video de tendencia terminado', capcut: 'Minutos con una plantilla', other: 'Más tiempo: se arma a mano', winner: 'capcut' },
        { feature: 'Subtitular una charla de 1 minuto', capcut: 'Automático y después corregido', other: 'Escrito a mano', winner: 'capcut' },
      ],
      sides: {
        capcut: {
          strengths: ['Plantillas y efectos que siguen las tendencias', 'Subtítulos automáticos y eliminación de fondo', 'Android, iOS, escritorio y web', 'Exportaciones gratuitas sin marca de agua'],
          weaknesses: ['Interfaz más cargada', 'Algunos elementos requieren Pro', 'Más pesado en celulares antiguos'],
        },
        vn: {
          strengths: ['Editor principal gratis y sin marca de agua', 'Línea de tiempo precisa al fotograma', 'Interfaz limpia', 'Liviano en celulares antiguos'],
          weaknesses: ['Pocas herramientas de IA', 'Menos plantillas y efectos de tendencia', 'Comunidad más pequeña'],
        },
      },
    };
  },
  words: {
    otherName: 'VN Editor',
    download: 'Descargar CapCut',
    quickVerdict: {
      title: 'Veredicto rápido',
      scores: (capcut, vn) => `CapCut ${capcut}/10, VN ${vn}/10.`,
      text: (lead, count) =>
        `CapCut obtiene más puntaje en ${lead} de ${count} categorías, con sus mayores ventajas en herramientas de IA y en efectos y plantillas. VN gana en control preciso. Elige CapCut para videos cortos guiados por las tendencias; elige VN si editas a mano y quieres una app tranquila y liviana.`,
    },
    scores: { title: 'Puntajes por categoría', intro: 'Nuestros puntajes editoriales sobre 10, con lo que cada app hace bien en esa categoría.' },
    performance: {
      title: 'Rendimiento en el uso diario',
      intro: 'Qué esperar en los celulares de todos los días; los resultados varían según el dispositivo y el proyecto.',
      caption: 'Rendimiento de CapCut y VN Editor',
    },
    prosConsTitle: 'Ventajas y desventajas',
    stats: {
      title: 'Cifras de las apps',
      caption: 'Cifras de Google Play de CapCut y VN Editor',
      figure: 'Cifra',
      downloads: 'Descargas',
      rating: 'Calificación en la tienda',
      reviews: 'Reseñas',
      developer: 'Desarrollador',
    },
    verdict: {
      title: 'Veredicto',
      averages: (capcut, vn) =>
        `CapCut promedia ${capcut} contra ${vn} de VN. La diferencia viene de las herramientas de IA, los efectos y las plantillas, donde CapCut está muy por delante; en rendimiento en celulares antiguos y en control preciso, VN es igual de bueno o mejor.`,
      before: 'Para la mayoría de los creadores, CapCut es el editor gratuito más sólido. VN sigue siendo una muy buena opción para vloggers que prefieren editar a mano. Para una comparación de funciones fila por fila, consulta ',
      link: 'CapCut vs VN Editor',
      after: '.',
      allAlternatives: 'Todas las alternativas',
    },
  },
};
