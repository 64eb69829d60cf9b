/** The home page in Latin American Spanish (the English and the shape: home.ts). */
import { sentenceStart } from '../../fact-text.ts';
import type { TranslatedPages } from '../page-copies.ts';

export const homeCopyEs: TranslatedPages['/'] = {
  meta: {
    label: 'Inicio',
    title: 'Descargar CapCut: enlaces oficiales y guías',
    description: 'Descarga CapCut gratis en sus tiendas oficiales para cada dispositivo, conoce sus funciones y sigue guías de edición paso a paso, plantillas y comparaciones.',
    keywords: ['CapCut', 'descargar CapCut', 'CapCut para PC', 'CapCut iOS', 'editor de video'],
  },
  hero: {
    rating: (f) => `Calificación de ${f.rating} con ${f.reviewsInWords} reseñas en la tienda`,
    downloads: (f) => `${sentenceStart(f.downloadsInWords)} descargas`,
    title: 'Descarga CapCut gratis en todos tus dispositivos, desde las tiendas oficiales',
    lead: 'El editor de video detrás de millones de TikToks, Reels y Shorts, para Android, iPhone, Windows, Mac, Chromebook y la web. Elige tu dispositivo, instálalo de forma segura y aprende a usarlo con nuestras guías.',
    highlights: (f) => [
      { title: 'Sin marca de agua', text: 'Plan gratuito: lo que exportas no lleva marca de agua. Si la app agrega su breve clip final, bórralo antes de exportar.' },
      { title: 'Efectos premium, explicados', text: `Una gran biblioteca de efectos, filtros y transiciones. La mayoría son gratis; los marcados como Pro requieren la suscripción Pro (${f.proMonthly} al mes).` },
      { title: 'Exportaciones ilimitadas', text: 'Plan gratuito: exporta todos los videos que quieras, sin límite diario ni mensual.' },
      { title: 'Video en 4K', text: `Plan gratuito: exporta en hasta ${f.maxExport} desde el menú de exportación.` },
    ],
    download: 'Descargar para Android',
    viewFeatures: 'Ver funciones',
    safety: ['Solo enlaces a tiendas oficiales', 'Siempre la versión actual', 'Sin necesidad de root'],
  },
  toc: {
    title: 'En esta página',
    showAll: (count) => `Ver las ${count}`,
    showLess: 'Ver menos',
    sections: {
      introduction: '¿Qué es CapCut?',
      features: 'Funciones principales',
      download: 'Descarga para tu dispositivo',
      reviews: 'Calificaciones y reseñas',
      'capcut-pro': 'CapCut Pro',
      installation: 'Cómo instalarlo',
      'web-vs-apk': 'Editor web vs app',
      templates: 'Plantillas',
      'platform-guides': 'Guías por plataforma',
      alternatives: 'Alternativas',
      troubleshooting: 'Solución de problemas',
      'version-history': 'Historial de versiones',
      'for-creators': 'Consejos para creadores',
      safety: 'Descargas seguras',
      faqs: 'Preguntas frecuentes',
      'blog-preview': 'Del blog',
    },
  },
  sidebar: {
    label: 'Enlaces rápidos',
    downloads: 'Descargas rápidas',
    webEditor: 'Editor web',
    guides: 'Guías populares',
    guideLinks: {
      '/installation-guide/': 'Guía de instalación',
      '/beginner-guide/': 'Guía para principiantes',
      '/complete-guide/': 'Guía completa',
      '/blog/velocity-edit/': 'Edición velocity',
      '/tiktok-templates/': 'Plantillas para TikTok',
      '/quick-tips/': 'Consejos rápidos',
    },
  },
  introduction: (f) => [
    `CapCut es un editor de video gratuito creado por ${f.maker}; en sus fichas de las tiendas figura ${f.developer} como desarrollador. Nació como app para celular y hoy funciona en Android, iPhone y iPad, Windows, Mac, Chromebook y en el navegador, con la misma cuenta y los mismos borradores en la nube en todos lados.`,
    'Este sitio es una guía independiente, sin relación con el fabricante. Solo te enviamos a canales oficiales y te explicamos la app con palabras sencillas: qué es gratis, qué requiere Pro y cómo editar mejor.',
  ],
  features: {
    intro: 'Todo lo que sigue está en el plan gratuito; solo los elementos que la app marca como Pro requieren la suscripción.',
    cards: {
      timeline: { title: 'Línea de tiempo multipista', text: 'Superpón video, texto, stickers y audio; recorta, divide y reordena.', link: 'Guía para principiantes' },
      speed: { title: 'Curvas de velocidad', text: 'Cambia la velocidad al ritmo de la música para ediciones velocity o una cámara lenta suave.', link: 'Guía de edición velocity' },
      effects: { title: 'Efectos y transiciones', text: 'Una gran biblioteca de efectos, filtros y transiciones; los elementos marcados como Pro requieren Pro.', link: 'Biblioteca de efectos' },
      captions: { title: 'Subtítulos automáticos', text: 'Subtítulos generados a partir de la voz, para quienes miran sin sonido.', link: 'Consejos rápidos' },
      colour: { title: 'Color y fotogramas clave', text: 'Haz la gradación con curvas y HSL; anima lo que quieras con fotogramas clave.', link: 'Guía de gradación de color' },
      audio: { title: 'Herramientas de audio', text: 'Marcadores de ritmo, efectos de voz y una biblioteca de música.', link: 'Guía de sincronización de audio' },
    },
  },
  download: {
    more: { before: 'Más dispositivos y detalles en la ', link: 'página de descarga', after: '.' },
  },
  reviews: {
    before: 'CapCut tiene una calificación de ',
    score: (f) => `${f.rating} de 5`,
    after: (f) =>
      ` en Google Play, con ${f.reviewsInWords} reseñas y ${f.downloadsInWords} descargas. Las reseñas suelen elogiar las exportaciones gratuitas, las plantillas y los subtítulos automáticos, y se quejan del rendimiento lento en celulares antiguos y de las herramientas que requieren Pro.`,
    stars: (count) => (count === 1 ? '1 estrella' : `${count} estrellas`),
    link: 'Lee el resumen de las reseñas',
  },
  pro: {
    text: (f) =>
      `La suscripción oficial se llama Pro y cuesta ${f.proMonthly} al mes o ${f.proYearly} al año. ${f.proWhere} La suscripción desbloquea los efectos, las plantillas y las herramientas de IA marcados como Pro, y amplía el almacenamiento en la nube de ${f.cloudFree} a ${f.cloudPro}. Nada más desbloquea Pro: las descargas de “Pro gratis” son copias modificadas.`,
    link: 'Compara el plan gratuito con Pro',
  },
  installation: {
    steps: (f) => [
      `Revisa tu dispositivo: en Android necesitas ${f.androidRequirement}; en iPhone y iPad, ${f.iosRequirement}.`,
      'Abre la tienda oficial con uno de los botones de descarga de este sitio: Google Play, el App Store o la página de escritorio de CapCut.',
      'Instala y abre CapCut; la tienda lo mantiene actualizado.',
      'Empieza un proyecto nuevo, importa tus clips y exporta sin marca de agua.',
    ],
    link: 'Guía de instalación paso a paso',
  },
  webVsApp: {
    items: [
      'Editor web: no hay nada que instalar y funciona en Chrome, Edge o Safari; necesita una conexión estable.',
      'App (Android, iOS, Windows, Mac): aprovecha el hardware del dispositivo, así que los proyectos largos y en 4K se mantienen fluidos, y puedes editar sin conexión.',
      'Ambos: la misma cuenta, los borradores en la nube y el plan Pro opcional.',
    ],
    link: 'Comparación completa entre la web y la app',
  },
  templates: {
    text: (f) =>
      `Las plantillas convierten tus clips en una edición terminada en un minuto: elige una, reemplaza sus clips y exporta. La galería suma ${f.templatesPerWeekInWords} plantillas por semana; las marcadas como Pro requieren la suscripción.`,
    links: {
      '/top-templates-2025/': 'Mejores plantillas de 2025',
      '/tiktok-templates/': 'Guía de plantillas para TikTok',
      '/blog/trending-templates/': 'Plantillas en tendencia',
    },
  },
  platformGuides: {
    intro: 'Una guía por dispositivo, con requisitos y pasos de instalación:',
    links: {
      '/download/': 'Android',
      '/capcut-pc/': 'PC (Windows y Mac)',
      '/capcut-windows/': 'Windows',
      '/capcut-mac/': 'Mac',
      '/capcut-ios/': 'iPhone y iPad',
      '/capcut-chromebook/': 'Chromebook',
      '/capcut-web/': 'Editor web',
      '/capcut-pro/': 'CapCut Pro',
    },
  },
  alternatives: {
    text: 'CapCut no es el único editor gratuito. VN no pone marca de agua y tiene una línea de tiempo limpia, InShot es rápido para cortes sencillos, KineMaster ofrece capas con una suscripción y Alight Motion está pensado para gráficos en movimiento. Adobe descontinuó Premiere Rush.',
    links: {
      '/alternatives/': 'Todas las alternativas',
      '/capcut-vs-vn/': 'CapCut vs VN',
      '/alternatives/kinemaster/': 'CapCut vs KineMaster',
    },
  },
  troubleshooting: (f) => [
    { problem: 'La instalación está bloqueada', fix: 'Instala desde Google Play o el App Store, nunca desde archivos. Si un dispositivo de la escuela o del trabajo bloquea las apps, usa el editor web.' },
    { problem: 'La app no se instala', fix: `Libera espacio (la app de Android ocupa ${f.androidSize}), actualiza el sistema, reinicia el dispositivo y luego borra la caché de Play Store o cierra sesión en el App Store y vuelve a entrar.` },
    { problem: 'La app se cierra sola', fix: 'Actualiza CapCut y el sistema, reinicia, libera espacio y baja la calidad de la vista previa.' },
    { problem: 'Faltan funciones', fix: 'Actualiza la app. Algunas herramientas cambian según la región o la plataforma; los elementos marcados como Pro requieren Pro.' },
  ],
  versionHistory: {
    columns: { version: 'Versión', platform: 'Plataforma', notes: 'Notas' },
  },
  creators: {
    tips: (f) => [
      `Exporta en vertical ${f.aspect} a ${f.resolution} para TikTok, Reels y Shorts.`,
      `Mantén los archivos por debajo de ${f.maxFileSize} y que la mayoría de los videos dure ${f.maxLength}.`,
      `Usa ${f.maxEffects} por video y transiciones de ${f.transitionLength}; más que eso distrae.`,
      'Engancha a tu audiencia en el primer segundo y agrega subtítulos para quienes miran sin sonido.',
      `Revisa tus números: una tasa de “me gusta” de ${f.likeRate}, una tasa de compartidos de ${f.shareRate} y una tasa de finalización de ${f.completionRate} indican que el video funciona.`,
    ],
    links: {
      '/quick-tips/': 'Consejos rápidos',
      '/video-tutorials/': 'Tutoriales en video',
    },
  },
  safety:
    'Descarga CapCut solo desde Google Play, el App Store o el sitio web de CapCut. Las versiones modificadas, crackeadas o “Pro desbloqueado” de otros sitios las alteran personas desconocidas: pueden traer malware, robar tus cuentas, dejar de funcionar sin aviso e infringir los términos de la app. La app oficial es gratis y se actualiza sola, así que no hay nada que ganar.',
  faqs: (f) => [
    { question: '¿CapCut es gratis?', answer: `Sí. CapCut se descarga y se usa gratis, con exportaciones ilimitadas y sin marca de agua. La suscripción Pro opcional (${f.proMonthly} al mes o ${f.proYearly} al año) desbloquea los elementos marcados como Pro y más almacenamiento en la nube.` },
    { question: '¿Dónde es seguro descargar CapCut?', answer: 'Solo en los canales oficiales: Google Play para Android y Chromebook, el App Store para iPhone y iPad, y el sitio web de CapCut para Windows, Mac y el editor web. Cada botón de descarga de este sitio lleva a uno de ellos.' },
    { question: '¿Puedo usar CapCut en una PC o una Mac?', answer: `Sí. La app de escritorio (versión ${f.desktopVersion}) funciona en ${f.windowsRequirement} y en ${f.macRequirement}. El editor web también funciona en un navegador.` },
    { question: '¿Hay alguna forma gratuita de tener CapCut Pro?', answer: `No. ${f.proWhere} Los sitios que ofrecen un APK “Pro desbloqueado” reparten copias modificadas que pueden traer malware e infringen los términos de CapCut.` },
    { question: '¿En qué iPhone funciona CapCut?', answer: `Cualquier iPhone, iPad o iPod touch con ${f.iosRequirement}, es decir, del iPhone 5s en adelante.` },
    { question: '¿CapCut agrega marca de agua?', answer: 'No. Lo que exportas con el plan gratuito no lleva marca de agua. Si la app agrega su breve clip final, puedes borrarlo antes de exportar.' },
  ],
  blog: {
    all: 'Todas las guías',
  },
};
