/** /es/resenas/: the reviews page in Latin American Spanish (the English is reviews-page.ts); the cards are illustrative, as in English. */
import type { TranslatedPages } from '../page-copies.ts';

export const reviewsPageCopyEs: TranslatedPages['/reviews/'] = {
  meta: {
    slug: 'resenas/',
    label: 'Reseñas de CapCut',
    title: 'Reseñas de CapCut: calificación y estrellas',
    description: 'La calificación de CapCut en la tienda con el porcentaje de cada estrella, las reseñas y descargas, y ejemplos de lo que suelen opinar los creadores.',
    keywords: ['reseñas de CapCut', 'calificación de CapCut', 'CapCut es bueno', 'opiniones sobre CapCut'],
  },
  hero: {
    title: 'Reseñas y calificaciones de CapCut',
    lead: ({ average, reviewsInWords }) =>
      `CapCut tiene una calificación de ${average} de 5 con ${reviewsInWords} reseñas en Google Play. Aquí ves cómo se reparten esas calificaciones y qué tipo de comentarios dejan los creadores.`,
    download: 'Descargar CapCut',
  },
  summary: {
    title: 'Resumen de la calificación',
    stars: (filled, average) => `${filled} de 5 estrellas llenas, promedio de ${average}`,
    counts: ({ reviews, downloads }) => `${reviews} reseñas · ${downloads} descargas`,
    bar: (stars) => (stars === 1 ? '1 estrella' : `${stars} estrellas`),
    share: (bar, share) => `${bar}: ${share}% de las reseñas`,
  },
  feedback: {
    title: 'Comentarios ilustrativos',
    intro:
      'Estas seis tarjetas son ejemplos escritos por nuestro equipo editorial para mostrar las opiniones que los creadores suelen compartir. No son citas de reseñas de las tiendas y ninguna está verificada.',
    rated: (stars) => `Calificación: ${stars} de 5`,
    verified: 'Verificada',
    illustrative: 'Ilustrativa, no verificada',
    helpful: (times) => `Marcada como útil ${times} veces (ilustrativo)`,
    cards: [
      { name: 'Maya, vloguera de viajes', rating: 5, date: 'julio de 2025', verified: false, text: 'Las plantillas y los subtítulos automáticos redujeron a la mitad mi tiempo de edición. Las exportaciones gratuitas no tienen marca de agua, y por eso me cambié de otra app.', helpful: 124 },
      { name: 'Daniel, dueño de un pequeño negocio', rating: 4, date: 'julio de 2025', verified: false, text: 'Hago clips de productos para Instagram desde el celular. Es fácil de aprender, pero algunos efectos que me gustaban resultaron ser Pro.', helpful: 87 },
      { name: 'Priya, estudiante', rating: 5, date: 'junio de 2025', verified: false, text: 'La usé para un proyecto de la escuela y después para mis propios reels. Los tutoriales de fotogramas clave de este sitio me ayudaron mucho.', helpful: 65 },
      { name: 'Tom, creador de contenido de videojuegos', rating: 4, date: 'junio de 2025', verified: false, text: 'La versión de escritorio maneja bien mis grabaciones largas de partidas. La app del celular se pone lenta con muchos efectos en mi dispositivo viejo.', helpful: 52 },
      { name: 'Lena, entrenadora de fitness', rating: 3, date: 'mayo de 2025', verified: false, text: 'Buenas funciones, pero hay muchos menús y tardé un rato en encontrar las curvas de velocidad. Funciona bien una vez que sabes dónde está cada cosa.', helpful: 31 },
      { name: 'Carlos, músico', rating: 5, date: 'mayo de 2025', verified: false, text: 'La sincronización con el ritmo y las herramientas de audio son geniales para videos con letra. Exportar hasta 4K se ve nítido en YouTube.', helpful: 44 },
    ],
  },
  tryIt: {
    title: 'Pruébalo tú',
    text: 'La mejor reseña es la tuya: CapCut se descarga gratis desde las tiendas oficiales.',
    download: 'Descargar CapCut',
    compare: 'Comparar alternativas',
  },
};
