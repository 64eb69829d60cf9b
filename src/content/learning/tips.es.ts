/** /es/consejos-rapidos/: the quick tips in Latin American Spanish (the English is tips.ts). */
import { exportAdvice } from '../../facts.ts';
import type { TranslatedPages } from '../page-copies.ts';

export const quickTipsCopyEs: TranslatedPages['/quick-tips/'] = {
  meta: {
    slug: 'consejos-rapidos/',
    label: 'Consejos rápidos',
    title: 'Consejos rápidos y trucos para CapCut',
    description: 'Consejos de CapCut para editar en la línea de tiempo, limpiar el audio, hacer subtítulos legibles y usar fotogramas clave, más trucos de flujo y rendimiento.',
    keywords: ['consejos CapCut', 'trucos CapCut', 'consejos de edición', 'trucos de edición', 'fotogramas clave'],
  },
  hero: {
    count: (count) => `${count} consejos`,
    title: 'Consejos rápidos y trucos para CapCut',
    lead: 'Consejos breves y prácticos para editar más rápido en CapCut y lograr videos más limpios, desde tu primer corte hasta el movimiento con fotogramas clave.',
  },
  actions: { download: 'Descargar CapCut', tutorials: 'Tutoriales en video' },
  sections: { tips: 'Consejos por nivel', hacks: 'Trucos de edición', proSecrets: 'Secretos de profesional', next: 'Sigue aprendiendo' },
  tipCards: {
    timeline: {
      title: 'Edita más rápido en la línea de tiempo',
      tips: [
        'Pellizca la línea de tiempo para acercarla antes de dividir, así el corte cae en el fotograma exacto.',
        'Toca un clip y usa Dividir en el cabezal de reproducción en lugar de arrastrar sus bordes: es más rápido y más preciso.',
        'Usa Reemplazar en un clip para cambiar el material sin perder sus efectos, su velocidad ni sus transiciones.',
        'Activa el imán (ajuste automático) para que los clips, el texto y la música se peguen entre sí y al cabezal de reproducción.',
      ],
    },
    audio: {
      title: 'Audio limpio en minutos',
      tips: [
        'Aplica la reducción de ruido a los clips de voz grabados al aire libre o en habitaciones con eco.',
        'Deja la música alrededor del 40% y la voz alrededor del 50% de la mezcla, para que se entienda lo que se dice.',
        'Agrega un fundido de entrada y otro de salida cortos a cada clip de música para disimular los comienzos y finales bruscos.',
        'Usa Ritmo (los marcadores de ritmo automáticos) para que los cortes caigan justo en el pulso de la canción.',
      ],
    },
    text: {
      title: 'Texto que la gente sí lee',
      tips: [
        'Genera subtítulos automáticos y luego corrige a mano los nombres y las palabras coloquiales antes de exportar.',
        `Mantén el texto fuera del quinto inferior y del borde derecho de un encuadre ${exportAdvice.aspect}, donde quedan los botones de las apps.`,
        'Usa una sola familia tipográfica por video y como máximo dos grosores, para que el estilo se vea intencional.',
        'Deja cada subtítulo en pantalla al menos un segundo por cada cinco palabras, para que dé tiempo de leerlo completo.',
      ],
    },
    keyframes: {
      title: 'Fotogramas clave y movimiento',
      tips: [
        'Agrega un fotograma clave al inicio y otro al final de un movimiento, y cambia la posición o la escala en el segundo.',
        'Usa Gráficos (curvas de velocidad) para que el movimiento arranque y frene con suavidad, en lugar de avanzar de forma lineal.',
        'Anima máscaras con fotogramas clave para revelar a la persona u objeto principal o seguirlo por el encuadre.',
        'Copia el estilo de un clip con fotogramas clave en otros clips para que todos se muevan igual.',
      ],
    },
  },
  hackGroups: {
    workflow: {
      title: 'Trucos de flujo de trabajo',
      hacks: [
        'Crea un proyecto por serie con tu intro, tu cierre y tus rótulos, y duplícalo para cada episodio.',
        'Guarda los ajustes de texto y color que repites, en lugar de volver a darles estilo a los subtítulos cada vez.',
        'En la computadora, aprende primero los atajos para dividir, borrar y deshacer: cubren la mayoría de las ediciones.',
      ],
    },
    performance: {
      title: 'Trucos de rendimiento',
      hacks: [
        'Baja la calidad de la vista previa mientras editas proyectos largos o en 4K; la exportación conserva la calidad completa.',
        'Borra la caché de la app desde su configuración cuando te quede poco almacenamiento o la reproducción se trabe.',
        'Cierra las demás apps antes de exportar videos largos para que la exportación no se congele.',
      ],
    },
    creative: {
      title: 'Trucos creativos',
      hacks: [
        'Usa una superposición con un modo de fusión para sumar fugas de luz o texturas sobre tu material.',
        'Corta en el movimiento: divide justo cuando la persona se mueve para que la transición pase desapercibida.',
        'Invierte un clip corto y ponlo después del original para lograr un efecto de rebobinado rápido.',
      ],
    },
  },
  proSecrets: [
    'Planea los dos primeros segundos antes de editar nada: el gancho decide si la gente sigue mirando.',
    `Exporta en el tamaño nativo de la plataforma (${exportAdvice.aspect}, ${exportAdvice.resolution} para video corto) para que la app no tenga que reescalarlo.`,
    'Iguala el color entre clips con una sola capa de ajuste en lugar de hacer la gradación de cada clip por separado.',
    'Mira tu edición una vez sin sonido y otra con los ojos cerrados: cada pasada revela problemas distintos.',
  ],
  next: 'Consigue la app oficial para tu dispositivo y prueba cada consejo en un clip corto tuyo; la página de tutoriales tiene una guía escrita para cada tema.',
};
