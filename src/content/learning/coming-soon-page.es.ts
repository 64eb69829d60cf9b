/** /es/proximamente/: the coming-soon page in Latin American Spanish (the English is coming-soon-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const comingSoonPageCopyEs: TranslatedPages['/coming-soon/'] = {
  meta: {
    slug: 'proximamente/',
    label: 'Próximamente',
    title: 'Próximamente',
    description: 'Esta guía de CapCut se está escribiendo. Hasta que se publique, la página de tutoriales en video y el blog tratan los mismos temas.',
    keywords: ['guía de CapCut', 'próximamente'],
  },
  title: 'Próximamente',
  lead: 'Esta guía escrita todavía está en preparación. Mientras tanto, estas páginas tratan los mismos temas:',
  videoTutorials: 'Ver los tutoriales en video',
  blog: 'Leer el blog',
};
