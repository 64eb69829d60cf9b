/** /es/plantillas-para-tiktok/: the TikTok template guide in Latin American Spanish, what its article lays out and the words around it (the English is tiktok.ts). */
import { exportFigures, mostViral, shownTikTokTemplates, walkthrough, type TiktokGuideCopy } from './tiktok.ts';

/** What each style's name (CapCut's gallery's, which the page shows as it is) means, and its description, by that name. */
const styles = {
  'Velocity Beat Drop': { gloss: 'Velocity al ritmo del drop', description: 'Rampas de velocidad rápido-lento al ritmo; el estilo más remezclado en la página Para ti.' },
  'Photo Dump Slideshow': { gloss: 'Presentación tipo photo dump', description: 'Diez fotos o más cortadas al ritmo de un sonido en tendencia, una por beat.' },
  'Glitch Outfit Switch': { gloss: 'Cambio de look con glitch', description: 'Un golpe de glitch cambia la ropa o el lugar en un solo fotograma.' },
  'Lyric Overlay': { gloss: 'Letra sobre el video', description: 'La letra de la canción aparece al ritmo de la música sobre tus tomas.' },
  'Aesthetic Day Vlog': { gloss: 'Vlog estético del día', description: 'Tonos cálidos, marcas de hora y cortes suaves para clips de la vida diaria.' },
  'Beat Flash Montage': { gloss: 'Montaje con destellos', description: 'Destellos blancos y zooms de golpe en cada beat de una canción llena de energía.' },
} as const;

export const tiktokGuideEs: TiktokGuideCopy = {
  data: (fact) => {
    const { aspect, resolution, maxLength, maxEffects, likeRate, shareRate, completionRate } = exportFigures(fact);
    return {
      quickStart: [
        'Abre CapCut y toca Plantillas (o la pestaña de plantillas del enlace a CapCut en TikTok).',
        'Busca el nombre de una tendencia o explora las listas Para ti y Tendencias.',
        'Toca Usar plantilla y elige tus clips o fotos en el orden indicado.',
        'Revisa la vista previa, ajusta el texto y exporta o comparte directo en TikTok.',
      ],
      templates: shownTikTokTemplates(styles, fact),
      mostViral,
      walkthrough: {
        name: 'Cómo hacer un video de TikTok con una plantilla de CapCut',
        description: 'Encuentra una plantilla de CapCut en tendencia, llénala con tus clips, personalízala y publícala en TikTok.',
        totalMinutes: walkthrough.totalMinutes,
        steps: [
          { name: 'Encuentra una plantilla en tendencia', text: 'En CapCut, abre Plantillas y busca el nombre de la tendencia o del sonido que viste en TikTok; ordena por popularidad.' },
          { name: 'Revisa cuántos clips necesita', text: 'Abre la plantilla y fíjate cuántos clips pide y cuánto dura cada espacio antes de elegir tu material.' },
          { name: 'Agrega tu contenido', text: 'Toca Usar plantilla y elige clips o fotos en orden; pon tu mejor toma en el primer espacio.' },
          { name: 'Personaliza el texto y los tiempos', text: 'Edita el texto, cambia los clips que no caigan en el ritmo y recorta cada espacio para que la acción coincida con la música.' },
          { name: 'Exporta en el formato de TikTok', text: `Exporta en ${aspect}, ${resolution}, y haz que el video dure ${maxLength}.` },
          { name: 'Publica con el sonido original', text: 'Comparte en TikTok desde CapCut o sube el archivo, mantén vinculado el sonido de la plantilla y agrega una descripción y de tres a cinco hashtags.' },
        ],
      },
      proTips: [
        'Usa una plantilla en los primeros días de su tendencia: las publicaciones tempranas llegan a más gente que las tardías.',
        'Reemplaza al menos un clip por algo que solo tú podrías filmar, para que tu versión destaque.',
        'Engancha desde el primer segundo: empieza con el fotograma más sorprendente, no con una introducción lenta.',
        `No agregues más de ${maxEffects} encima de la plantilla, para que se siga entendiendo en la pantalla de un celular.`,
      ],
      weeklyPlan: [
        { day: 'Lunes', task: 'Buscar tendencias', detail: 'Guarda cinco sonidos y plantillas en tendencia de tu página Para ti y de la lista de tendencias de CapCut.' },
        { day: 'Miércoles', task: 'Creación', detail: 'Graba y edita dos o tres videos con las mejores plantillas; haz todo el trabajo en una sola sesión.' },
        { day: 'Viernes', task: 'Publicación', detail: 'Publica tu mejor video a la hora de más actividad de tu público y responde los comentarios durante la primera hora.' },
      ],
      mistakes: [
        { title: 'Usar una plantilla cuando la tendencia ya pasó su mejor momento', fix: 'Antes de empezar, revisa qué tan recientes son los videos más vistos con ese sonido.' },
        { title: 'Dejar el texto de ejemplo de la plantilla', fix: 'Reescribe cada capa de texto; los textos de ejemplo hacen que el video se vea sin terminar.' },
        { title: 'Exportar en el tamaño equivocado', fix: `Exporta en ${aspect} a ${resolution}; las franjas negras o los bordes borrosos te hacen perder tiempo de reproducción.` },
      ],
      metrics: [
        {
          title: 'Metas a las que apuntar',
          items: [
            `Tasa de me gusta: ${likeRate} de las vistas`,
            `Tasa de compartidos: ${shareRate} de las vistas`,
            `Tasa de finalización: ${completionRate} de los espectadores ven el video hasta el final`,
          ],
        },
        {
          title: 'Dónde consultarlas',
          items: [
            'Estadísticas de TikTok Studio: vistas, me gusta, compartidos y tiempo promedio de reproducción de cada video',
            'Gráfica de retención: el segundo en que la gente se va te muestra qué cortar la próxima vez',
            'Fuentes de tráfico: cuánto de tu alcance vino del feed Para ti',
          ],
        },
      ],
    };
  },
  words: {
    quickStart: 'Empieza rápido en {count} pasos',
    popular: '{count} plantillas populares para TikTok',
    note: 'Las vistas son totales aproximados de los videos hechos con cada estilo. Las vistas previas son clips abstractos que muestran el ritmo del estilo.',
    walkthrough: 'Paso a paso: de la plantilla a la publicación',
    proTips: '{count} consejos de profesional',
    weeklyPlan: 'Un plan semanal de publicación',
    columns: ['Día', 'Tarea', 'Qué hacer'],
    mistakes: '{count} errores que debes evitar',
    metrics: 'Las métricas que importan',
    start: '¿Empezamos?',
    download: 'Descargar CapCut',
    trending: 'Ver plantillas en tendencia',
    related: 'Guías relacionadas',
    relatedLinks: {
      '/top-templates-2025/': 'Las mejores plantillas de CapCut de 2025',
      '/blog/velocity-edit/': 'Cómo hacer una edición velocity',
      '/effects-library/': 'Biblioteca de efectos de CapCut',
      '/beginner-guide/': 'Guía de CapCut para principiantes',
    },
  },
};
