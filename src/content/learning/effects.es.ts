/** /es/biblioteca-de-efectos/: the effects library in Latin American Spanish (the English is effects.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const effectsLibraryCopyEs: TranslatedPages['/effects-library/'] = {
  meta: {
    slug: 'biblioteca-de-efectos/',
    label: 'Biblioteca de efectos',
    title: 'Efectos de CapCut: qué hace cada uno',
    description: 'Busca efectos de CapCut por nombre o etiqueta, mira cuáles son gratis y cuáles requieren Pro, y encuentra la guía que te enseña a usar cada uno.',
    keywords: ['efectos CapCut', 'transiciones CapCut', 'filtros CapCut', 'efectos de texto', 'efectos Pro'],
  },
  hero: {
    count: (count) => `${count} efectos de muestra`,
    title: 'Biblioteca de efectos de CapCut',
    lead: (count) => `Una guía de ${count} efectos de CapCut, una muestra de la biblioteca de la app: qué hace cada uno, si es gratis o requiere Pro y dónde aprender a usarlo.`,
  },
  sections: { find: 'Encuentra un efecto', get: 'Cómo conseguir un efecto', styles: 'Estilos para probar primero', collections: 'Efectos que funcionan bien juntos', tips: 'Consejos para usar efectos' },
  get: {
    install: { before: 'Instala la app oficial desde la ', link: 'página de descarga', after: '.' },
    steps: ['Abre un proyecto, toca Efectos (o Transiciones, Filtros, Texto, Audio) y busca el nombre del efecto.', 'Tócalo para aplicarlo al clip seleccionado y luego ajusta su duración en la línea de tiempo.'],
    premium: ({ monthly, yearly, source, day }) =>
      `Los efectos marcados como Premium requieren la suscripción oficial CapCut Pro (${monthly} al mes o ${yearly} al año, según la ${source}, consultada el ${day}). Puedes probarlos en un proyecto, pero para exportar un video que use uno necesitas Pro. Los efectos gratis no requieren suscripción.`,
  },
  styles: { velocity: 'Destellos velocity', zoomBlur: 'Transiciones de zoom con desenfoque', retroFilm: 'Filtros de película retro', typewriter: 'Subtítulos de máquina de escribir' },
  collections: {
    cinematic: { title: 'Lo esencial para un look de cine', description: 'Gradaciones de cine, franjas negras de pantalla ancha y fugas de luz suaves para videos de viajes e historias.' },
    beatSync: { title: 'Paquete para ir al ritmo', description: 'Destellos, sacudidas y zooms que caen justo en el beat de las ediciones musicales.' },
    aesthetic: { title: 'Vlog estético', description: 'Filtros suaves, grano de película y transiciones delicadas para videos de “un día en mi vida”.' },
    gaming: { title: 'Mejores jugadas de gaming', description: 'Glitches, separación RGB y fotogramas de impacto para clips y montajes.' },
  },
  usageTips: ({ maxEffects, transitionLength }) => [
    `Usa como máximo ${maxEffects} por video: más de eso le quita protagonismo a tu material.`,
    `Mantén las transiciones en ${transitionLength} y colócalas en un beat o en un movimiento.`,
    'Prueba los efectos sobre el clip real antes de decidirte: el mismo filtro se ve distinto en un material oscuro que en uno luminoso.',
    'Los efectos premium llevan una marca Pro en la app; para exportar un video que use uno necesitas la suscripción Pro.',
  ],
  categories: { transitions: 'Transiciones', filters: 'Filtros', effects: 'Efectos', text: 'Texto', audio: 'Audio' },
  effects: {
    'zoom-blur': {
      name: 'Transición de zoom con desenfoque',
      description: 'Un zoom rápido con desenfoque de movimiento entre dos clips; funciona mejor si cortas justo en el beat.',
      tags: ['zoom', 'desenfoque', 'suave', 'ritmo'],
      tutorial: 'Guía de efectos de desenfoque',
    },
    'velocity-flash': {
      name: 'Destello velocity',
      description: 'Un destello blanco con sacudida en los picos de las rampas de velocidad, pensado para ediciones velocity.',
      tags: ['velocity', 'destello', 'sacudida', 'velocidad'],
      tutorial: 'Guía de edición velocity',
    },
    'cinematic-teal-orange': {
      name: 'Cine en verde azulado y naranja',
      description: 'Una gradación de estilo cine, con tonos de piel cálidos y sombras frías.',
      tags: ['cine', 'color', 'película', 'gradación'],
      tutorial: 'Guía de gradación de color',
    },
    'vintage-film': {
      name: 'Grano de película vintage',
      description: 'Colores deslavados, grano y fugas de luz para un look retro de video casero.',
      tags: ['vintage', 'retro', 'grano', 'película'],
      tutorial: 'Guía de gradación de color',
    },
    glitch: {
      name: 'Glitch RGB',
      description: 'Separa los canales de color y hace temblar la imagen para simular un error digital.',
      tags: ['glitch', 'rgb', 'digital', 'distorsión'],
      tutorial: 'Tutorial de efectos',
    },
    typewriter: {
      name: 'Texto de máquina de escribir',
      description: 'Muestra un subtítulo letra por letra; combínalo con un sonido de teclas.',
      tags: ['texto', 'escritura', 'animación', 'subtítulo'],
      tutorial: 'Tutorial de animación de texto',
    },
    'neon-title': {
      name: 'Título de neón con resplandor',
      description: 'Un título con contorno luminoso y una animación de encendido parpadeante, para intros.',
      tags: ['neón', 'resplandor', 'título', 'intro'],
      tutorial: 'Tutorial de animación de texto',
    },
    'bass-boost': {
      name: 'Drop con refuerzo de graves',
      description: 'Un efecto de sonido que realza los graves en el drop; hazlo coincidir con un corte.',
      tags: ['audio', 'graves', 'drop', 'ritmo'],
      tutorial: 'Guía de sincronización de audio',
    },
  },
};
