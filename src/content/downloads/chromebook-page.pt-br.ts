/** /pt-br/capcut-chromebook/: the Chromebook page in Brazilian Portuguese (the English is chromebook-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const chromebookPageCopyPtBr: TranslatedPages['/capcut-chromebook/'] = {
  meta: {
    label: 'CapCut para Chromebook',
    title: 'CapCut no Chromebook: Google Play ou editor web',
    description: 'Use o CapCut no Chromebook: instale o app de Android pelo Google Play ou edite no navegador, com o Chrome OS, a RAM e o espaço de que ele precisa.',
    keywords: ['CapCut Chromebook', 'CapCut Chrome OS', 'CapCut Chromebook escolar', 'CapCut web'],
  },
  hero: {
    title: 'CapCut no Chromebook',
    lead: (version) =>
      `A maioria dos Chromebooks roda o app de Android do CapCut (versão ${version}) pelo Google Play. Se o seu não roda, o editor web funciona no Chrome, sem instalar nada.`,
    install: 'Instalar pelo Google Play',
    openWeb: 'Abrir o editor web',
  },
  requirements: {
    title: 'Requisitos',
    os: 'Chrome OS',
    googlePlay: 'Google Play',
    googlePlayValue: 'Ativado (Configurações, Apps)',
    memory: 'Memória',
    memoryValue: (minimum, recommended) => `${minimum} no mínimo, ${recommended} recomendados`,
    storage: 'Espaço livre',
  },
  web: {
    title: 'Ou use o editor web',
    text: 'O editor web dispensa o Google Play e a instalação, o que é ideal para Chromebooks de escola com apps bloqueados. Ele roda no Chrome, salva os projetos na sua conta do CapCut e exporta para a pasta Downloads. Precisa de uma conexão estável e funciona melhor com projetos de poucos minutos.',
    compare: 'Na dúvida sobre qual escolher? Compare os dois em ',
    compareLink: 'CapCut Web vs app',
    compareAfter: '.',
  },
};
