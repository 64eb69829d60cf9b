/** /pt-br/em-breve/: the coming-soon page in Brazilian Portuguese (the English is coming-soon-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const comingSoonPageCopyPtBr: TranslatedPages['/coming-soon/'] = {
  meta: {
    slug: 'em-breve/',
    label: 'Em breve',
    title: 'Em breve',
    description: 'Este guia do CapCut está sendo escrito. Até ele ser publicado, a página de tutoriais em vídeo e o blog tratam dos mesmos assuntos.',
    keywords: ['guia do CapCut', 'em breve'],
  },
  title: 'Em breve',
  lead: 'Este guia escrito ainda está sendo preparado. Enquanto isso, estas páginas tratam dos mesmos assuntos:',
  videoTutorials: 'Ver os tutoriais em vídeo',
  blog: 'Ler o blog',
};
