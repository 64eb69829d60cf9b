/** /capcut-mac/ in Brazilian Portuguese (capcut-mac-page.ts has the English; the Mac models follow devices.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const capcutMacPageCopyPtBr: TranslatedPages['/capcut-mac/'] = {
  meta: {
    label: 'CapCut para Mac',
    title: 'CapCut para Mac: instalação, modelos e soluções',
    description: 'Quais Macs com Intel e Apple Silicon rodam o CapCut, como instalar pela página oficial e como resolver o aviso “não pode ser aberto” e as permissões.',
    keywords: ['CapCut Mac', 'CapCut macOS', 'CapCut M1', 'CapCut Apple Silicon', 'CapCut MacBook'],
  },
  hero: {
    title: 'CapCut para Mac',
    lead: (version, size, requirement) => `O app gratuito do CapCut para computador roda nativamente em Macs com Intel e com Apple Silicon: versão ${version}, cerca de ${size}, para ${requirement}.`,
    button: 'Baixar para Mac',
  },
  models: {
    title: 'Macs que rodam o CapCut',
    intro: 'Todo Mac que pode instalar o macOS 12 Monterey ou posterior. Confira o seu no menu Apple, em Sobre Este Mac.',
    groups: [
      {
        name: 'Macs com Intel',
        models: [
          'MacBook Pro (início de 2015 e posteriores)',
          'MacBook Air (início de 2015 e posteriores)',
          'MacBook (início de 2016 e posteriores)',
          'iMac (final de 2015 e posteriores)',
          'iMac Pro (2017)',
          'Mac mini (final de 2014 e posteriores)',
          'Mac Pro (final de 2013 e posteriores)',
        ],
      },
      {
        name: 'Macs com Apple Silicon (M1 e posteriores)',
        models: [
          'MacBook Air (M1, 2020 e posteriores)',
          'MacBook Pro (M1, 2020 e posteriores, incluindo M1 Pro e M1 Max)',
          'Mac mini (M1, 2020 e posteriores)',
          'iMac de 24 polegadas (M1, 2021 e posteriores)',
          'Mac Studio (2022 e posteriores)',
          'Mac Pro (M2 Ultra, 2023)',
        ],
      },
    ],
    performance: 'Macs com Apple Silicon exportam bem mais rápido graças aos seus mecanismos de mídia; em Macs com Intel, 8 GB de RAM ou mais deixam a edição em 4K mais fluida.',
  },
  security: {
    title: 'Problemas de segurança e permissões',
    problems: [
      { problem: '“Não é possível abrir o CapCut porque a Apple não pode verificá-lo”', fix: 'O app oficial é notarizado pela Apple, então esse aviso geralmente significa que o arquivo veio de outro lugar ou está corrompido. Mova-o para o Lixo, baixe de novo pela página oficial e abra-o pela pasta Aplicativos.' },
      { problem: 'O macOS pergunta se você quer abrir um app baixado da internet', fix: 'Esse aviso é normal na primeira vez. Escolha Abrir. Se você o fechou, abra Ajustes do Sistema, Privacidade e Segurança, e clique em Abrir Mesmo Assim ao lado do CapCut.' },
      { problem: 'A câmera ou o microfone não grava', fix: 'Abra Ajustes do Sistema, Privacidade e Segurança, depois Câmera (ou Microfone), e ative o CapCut. Em seguida, encerre o CapCut e abra-o de novo.' },
      { problem: 'A gravação de tela mostra uma janela preta', fix: 'Permita o CapCut em Privacidade e Segurança, Gravação de Tela e Áudio do Sistema (Gravação de Tela em versões mais antigas do macOS) e depois reinicie o app.' },
      { problem: 'O CapCut não consegue importar de uma pasta ou unidade', fix: 'Em Privacidade e Segurança, Arquivos e Pastas, permita que o CapCut acesse Mesa, Documentos, Downloads ou volumes removíveis, conforme necessário.' },
    ],
    moreHelp: {
      before: 'Nunca desative o Gatekeeper nem execute comandos encontrados na internet para abrir um app: a solução acima é tudo de que o app oficial precisa. Há mais ajuda no ',
      guide: 'guia de instalação',
      between: '; no Windows, veja ',
      windows: 'CapCut para Windows',
      after: '.',
    },
  },
};
