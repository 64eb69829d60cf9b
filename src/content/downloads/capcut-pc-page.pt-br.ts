/** /capcut-pc/ in Brazilian Portuguese (capcut-pc-page.ts has the English). */
import type { TranslatedPages } from '../page-copies.ts';

export const capcutPcPageCopyPtBr: TranslatedPages['/capcut-pc/'] = {
  meta: {
    label: 'CapCut para PC',
    title: 'CapCut para PC: download para Windows e Mac',
    description: 'Baixe o app oficial do CapCut para computador no Windows e no Mac e instale passo a passo, com os requisitos de sistema dos dois.',
    keywords: ['CapCut PC', 'CapCut para computador', 'CapCut para notebook', 'CapCut Windows', 'CapCut Mac'],
  },
  hero: {
    title: 'CapCut para PC: Windows e Mac',
    lead: 'O app para computador oferece uma linha do tempo maior, atalhos de teclado e exportações mais rápidas que o app de celular. Ele é gratuito na própria página de download do CapCut, que oferece o instalador certo para o seu computador.',
    windowsButton: 'Baixar para Windows',
    macButton: 'Baixar para Mac',
  },
  requirements: {
    title: 'Quais computadores rodam o app',
    facts: (version, size, requirement) => `Versão ${version}, cerca de ${size}. Exige ${requirement}.`,
    windows: { name: 'Windows', guide: 'Requisitos completos e ajuda para Windows' },
    mac: { name: 'Mac', guide: 'Requisitos completos e ajuda para Mac' },
  },
  tips: {
    title: 'Primeiros passos no computador',
    signIn: 'Entre com a conta que você usa no celular: os rascunhos salvos na nuvem também abrem no computador.',
    dragClips: 'Arraste clipes do Explorador de Arquivos ou do Finder direto para a linha do tempo.',
    shortcuts: {
      before: 'Aprenda alguns atalhos primeiro: dividir, desfazer e reproduzir ou pausar são os que mais economizam tempo. O nosso ',
      link: 'guia de atalhos de teclado',
      after: ' lista todos eles.',
    },
    noInstall: {
      before: 'Não pode instalar nada no computador da escola ou do trabalho? O ',
      link: 'editor web',
      after: ' funciona no navegador.',
    },
  },
};
