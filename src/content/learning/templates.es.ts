/** /es/mejores-plantillas-2025/: the template ranking in Latin American Spanish, what its article lays out and the words around it (the English is templates.ts). */
import { rankedTemplates, type TopTemplatesCopy } from './templates.ts';

export const topTemplatesEs: TopTemplatesCopy = {
  data: (fact) => ({
    categories: { music: 'Música', lifestyle: 'Estilo de vida', effects: 'Efectos', text: 'Texto', slideshow: 'Presentación de fotos' },
    templates: rankedTemplates(
      {
        'Beat Drop Velocity': {
          gloss: 'Velocity al ritmo del drop',
          description: 'Rampas de velocidad que pasan de golpe a cámara lenta en cada drop, con destellos en los golpes.',
          duration: '15-30 s',
          tags: ['velocity', 'al ritmo', 'destello'],
          bestFor: ['Clips de baile', 'Resúmenes deportivos', 'Videos de autos'],
        },
        'Lyric Sync Music Video': {
          gloss: 'Video musical con letra sincronizada',
          description: 'La letra animada aparece palabra por palabra, al ritmo de la canción, sobre tus clips.',
          duration: '10-20 s',
          tags: ['letra', 'texto', 'música'],
          bestFor: ['Covers de canciones', 'Ediciones emotivas', 'Ediciones de fans'],
        },
        'Glitch Transition Pack': {
          gloss: 'Paquete de transiciones glitch',
          description: 'Separaciones RGB y fallas digitales entre clips para una revelación rápida y llena de energía.',
          duration: '8-15 s',
          tags: ['glitch', 'transición', 'rgb'],
          bestFor: ['Cambios de look', 'Clips de videojuegos', 'Antes y después'],
        },
        'Day in My Life': {
          gloss: 'Un día en mi vida',
          description: 'Color suave, marcas de hora y cortes delicados que convierten clips cotidianos en un vlog.',
          duration: '30-60 s',
          tags: ['vlog', 'estético', 'día a día'],
          bestFor: ['Vlogs', 'Estudia conmigo', 'Rutinas'],
        },
        '3D Zoom Photo Slideshow': {
          gloss: 'Presentación de fotos con zoom 3D',
          description: 'Las fotos fijas ganan profundidad con un zoom 3D lento, cortado al ritmo de la música.',
          duration: '10-20 s',
          tags: ['fotos', 'zoom 3D', 'recuerdos'],
          bestFor: ['Viajes', 'Cumpleaños', 'Resúmenes del año'],
        },
        'Beat Sync Flash Montage': {
          gloss: 'Montaje con destellos al ritmo',
          description: 'Una foto o un clip por beat, con un destello blanco, para montajes rápidos.',
          duration: '10-15 s',
          tags: ['al ritmo', 'montaje', 'destello'],
          bestFor: ['Grupos de amigos', 'Eventos', 'Resúmenes'],
        },
        'Shake and Zoom Impact': {
          gloss: 'Impacto con sacudida y zoom',
          description: 'Sacudidas de cámara, zooms de golpe y desenfoque de movimiento en los momentos de impacto.',
          duration: '8-12 s',
          tags: ['sacudida', 'zoom', 'impacto'],
          bestFor: ['Skate y BMX', 'Clips del gimnasio', 'Tomas de acción'],
        },
        'Outfit Check Transition': {
          gloss: 'Transición de cambio de look',
          description: 'Un corte en un salto o al tapar la cámara con la mano cambia la ropa en un solo beat.',
          duration: '8-15 s',
          tags: ['moda', 'transición', 'look'],
          bestFor: ['Moda', 'Arréglate conmigo', 'Pruebas de ropa'],
        },
        'Kinetic Typography Intro': {
          gloss: 'Intro de tipografía cinética',
          description: 'Palabras en negrita que se deslizan, cambian de tamaño y se apilan al ritmo de la música para abrir un video.',
          duration: '5-10 s',
          tags: ['tipografía', 'intro', 'texto'],
          bestFor: ['Intros de canal', 'Anuncios', 'Frases'],
        },
        'Cinematic Film Look': {
          gloss: 'Look de cine',
          description: 'Franjas negras de pantalla ancha, una gradación de cine y grano para que parezca el tráiler de una película.',
          duration: '15-30 s',
          tags: ['cine', 'película', 'gradación'],
          bestFor: ['Viajes', 'Cortometrajes', 'Naturaleza'],
        },
      },
      fact,
    ),
  }),
  words: {
    ranking: 'El ranking',
    note: 'Las vistas y los me gusta son totales aproximados de los videos hechos con cada estilo. Las vistas previas son clips abstractos que muestran el ritmo de cada estilo, no las plantillas en sí. Las plantillas marcadas como Pro requieren la suscripción oficial Pro.',
    using: 'Cómo usar una plantilla',
    steps: ['Abre CapCut, toca Plantillas y busca el nombre del estilo.', 'Toca Usar plantilla, elige tus clips en orden y luego edita el texto.'],
    exportStep: { before: 'Exporta en el tamaño de tu plataforma; la ', link: 'guía de plantillas para TikTok', after: ' explica los ajustes y los tiempos.' },
    more: { before: 'Más ideas: ', trending: 'plantillas en tendencia y cómo usarlas', between: ' y la ', effects: 'biblioteca de efectos', after: '.' },
  },
};
