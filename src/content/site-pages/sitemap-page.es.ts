/** /es/mapa-del-sitio/: the sitemap page in Latin American Spanish (the English is sitemap-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const sitemapPageCopyEs: TranslatedPages['/sitemap/'] = {
  meta: {
    slug: 'mapa-del-sitio/',
    label: 'Mapa del sitio',
    title: 'Mapa del sitio: todas las páginas en español',
    description: 'Todas las páginas en español de CapCut Guide en una lista: descargas, guías y tutoriales, comparaciones y páginas legales, y el sitemap.xml para descargar.',
    keywords: ['mapa del sitio', 'todas las páginas', 'guías de CapCut', 'índice del sitio'],
  },
  title: 'Mapa del sitio',
  lead: 'Todas las páginas de la guía en español, agrupadas según lo que vienes a hacer.',
  download: 'Descargar sitemap.xml',
  groups: { mainPages: 'Páginas principales', downloads: 'Descargas', guides: 'Guías y tutoriales', legal: 'Legal' },
  more: 'Y {count} artículos más: todos están en {lists} y en {file}.',
  lists: 'las listas del blog',
};
