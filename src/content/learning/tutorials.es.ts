/** /es/tutoriales-en-video/: the video tutorials page in Latin American Spanish (the English is tutorials.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const videoTutorialsCopyEs: TranslatedPages['/video-tutorials/'] = {
  meta: {
    slug: 'tutoriales-en-video/',
    label: 'Tutoriales en video',
    title: 'Tutoriales de CapCut en video por tema',
    description: 'Lo básico de CapCut, transiciones, ediciones velocity, gradación de color, sincronización de audio y texto animado: guía escrita y búsqueda en YouTube por tema.',
    keywords: ['tutorial CapCut', 'tutorial de CapCut en video', 'aprender CapCut', 'tutorial edición velocity', 'gradación de color'],
  },
  hero: {
    count: (count) => `${count} temas`,
    title: 'Tutoriales de CapCut en video',
    lead: (checked, total, host) =>
      `Lo básico de CapCut, los efectos, el color, el audio y el texto, tema por tema. Solo mostramos un video después de comprobarlo en el canal oficial de CapCut (${checked} de ${total} por ahora); mientras tanto, cada tema te lleva a su guía escrita en este sitio y a una búsqueda en ${host}.`,
  },
  sections: { browse: 'Explora los tutoriales', read: '¿Prefieres leer?' },
  read: {
    before: 'Cada tema tiene su guía escrita: empieza por la ',
    beginnerGuide: 'guía para principiantes',
    beforeTips: ', aprende atajos con los ',
    quickTips: 'consejos rápidos',
    beforeEffects: ' o explora los efectos en la ',
    effectsLibrary: 'biblioteca de efectos',
    after: '.',
  },
  categories: { basics: 'Lo básico', effects: 'Efectos', color: 'Color', audio: 'Audio', text: 'Texto' },
  tutorials: {
    'editing-basics': {
      title: 'Lo básico de CapCut: tu primera edición',
      description: 'Importa clips, recórtalos y divídelos, reordena la línea de tiempo y exporta en el tamaño adecuado para redes sociales.',
      topics: ['Importar archivos', 'Recortar y dividir', 'La línea de tiempo', 'Relación de aspecto', 'Exportar'],
      guide: 'CapCut para principiantes',
      search: 'tutorial CapCut para principiantes primera edición',
    },
    transitions: {
      title: 'Transiciones suaves que disimulan el corte',
      description: 'Elige transiciones y ajusta su duración, corta en el movimiento y arma a mano transiciones de zoom y de barrido.',
      topics: ['Biblioteca de transiciones', 'Duración', 'Cortar en el movimiento', 'Transiciones de zoom'],
      guide: 'Transiciones sin exagerar',
      search: 'CapCut transiciones suaves tutorial',
    },
    velocity: {
      title: 'Ediciones velocity con curvas de velocidad',
      description: 'Usa curvas de velocidad personalizadas y marcadores de ritmo para lograr las ediciones rápido-lento-rápido tan populares en el video corto.',
      topics: ['Curvas de velocidad', 'Marcadores de ritmo', 'Desenfoque de movimiento', 'Fotogramas clave', 'Elegir la música', 'Ajustes de exportación'],
      guide: 'Cómo hacer una edición velocity',
      search: 'CapCut edición velocity curva de velocidad tutorial',
    },
    'color-grading': {
      title: 'Gradación de color para un look uniforme',
      description: 'Corrige la exposición y el balance de blancos, y luego haz la gradación con ajustes, curvas y filtros en todos los clips.',
      topics: ['Exposición', 'Balance de blancos', 'Curvas', 'HSL', 'Capas de ajuste'],
      guide: 'Gradación de color en CapCut',
      search: 'CapCut gradación de color tutorial',
    },
    'audio-sync': {
      title: 'Audio sincronizado y sonido limpio',
      description: 'Alinea los cortes con el ritmo, equilibra la música y la voz, reduce el ruido y agrega fundidos.',
      topics: ['Marcadores de ritmo', 'Balance de volumen', 'Reducción de ruido', 'Fundidos'],
      guide: 'Sincronización de audio y diseño sonoro',
      search: 'CapCut sincronizar audio con el ritmo tutorial',
    },
    'text-animation': {
      title: 'Texto animado y subtítulos automáticos',
      description: 'Genera subtítulos, dales estilo, anima el texto y mantenlo fuera de las zonas de la pantalla que tapan las apps.',
      topics: ['Subtítulos automáticos', 'Estilos de texto', 'Animación de texto', 'Zonas seguras', 'Plantillas de texto'],
      guide: 'Consejos rápidos: texto que la gente sí lee',
      search: 'CapCut subtítulos automáticos animación de texto tutorial',
    },
  },
};
