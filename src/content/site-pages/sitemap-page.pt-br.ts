/** /pt-br/mapa-do-site/: the sitemap page in Brazilian Portuguese (the English is sitemap-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const sitemapPageCopyPtBr: TranslatedPages['/sitemap/'] = {
  meta: {
    slug: 'mapa-do-site/',
    label: 'Mapa do site',
    title: 'Mapa do site: todas as páginas em português',
    description: 'Todas as páginas em português do CapCut Guide numa lista só: downloads, guias e tutoriais, comparações e páginas legais, e o sitemap.xml para baixar.',
    keywords: ['mapa do site', 'todas as páginas', 'guias do CapCut', 'índice do site'],
  },
  title: 'Mapa do site',
  lead: 'Todas as páginas do guia em português, agrupadas pelo que você veio fazer.',
  download: 'Baixar sitemap.xml',
  groups: { mainPages: 'Páginas principais', downloads: 'Downloads', guides: 'Guias e tutoriais', legal: 'Informações legais' },
  more: 'E mais {count} artigos: todos estão nas {lists} e no {file}.',
  lists: 'listas do blog',
};
