/** /pt-br/capcut-ios/: the iOS page in Brazilian Portuguese (the English is ios-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const iosPageCopyPtBr: TranslatedPages['/capcut-ios/'] = {
  meta: {
    label: 'CapCut para iOS',
    title: 'CapCut para iOS: instalação pela App Store e aparelhos',
    description: 'Instale o CapCut pela App Store, veja quais modelos de iPhone, iPad e iPod touch conseguem rodar o app e mantenha tudo atualizado.',
    keywords: ['CapCut iOS', 'CapCut iPhone', 'CapCut iPad', 'CapCut App Store', 'CapCut aparelhos compatíveis'],
  },
  hero: {
    title: 'CapCut para iPhone e iPad',
    lead: (version, size, requirement) =>
      `O CapCut para iOS é gratuito na App Store: versão ${version}, cerca de ${size}, para ${requirement}. A App Store é o único jeito de instalar o app; a Apple verifica o app e o mantém atualizado para você.`,
    download: 'Baixar na App Store',
  },
  compatibility: {
    title: 'Aparelhos compatíveis',
    intro: (requirement) => `Estes aparelhos rodam ${requirement}. Nos modelos mais antigos, o app instala, mas edita mais devagar; neles, prefira projetos curtos em 4K.`,
    devices: [
      {
        name: 'iPhone',
        models: [
          'iPhone 5s, 6 e 6 Plus',
          'iPhone 6s, 6s Plus e SE (1ª geração)',
          'iPhone 7, 7 Plus, 8 e 8 Plus',
          'iPhone X, XR, XS e XS Max',
          'iPhone 11 (todos os modelos) e SE (2ª e 3ª geração)',
          'iPhone 12, 13, 14, 15 e 16 (todos os modelos) e posteriores',
        ],
      },
      { name: 'iPad', models: ['iPad Air (1ª geração) e posteriores', 'iPad mini 2 e posteriores', 'iPad (5ª geração) e posteriores', 'Todos os modelos de iPad Pro'] },
      { name: 'iPod touch', models: ['iPod touch (6ª geração)', 'iPod touch (7ª geração)'] },
    ],
    yourVersion:
      'Para ver a sua versão, abra Ajustes, depois Geral e depois Sobre. Se o seu aparelho não roda a versão atual, a App Store pode oferecer a última versão que funciona nele quando você toca em Obter.',
  },
  update: {
    title: 'Como atualizar o CapCut no iOS',
    steps: [
      'Abra a App Store e toque na sua foto de perfil, no canto superior direito.',
      'Role até a lista de atualizações pendentes e toque em Atualizar ao lado do CapCut, ou em Atualizar Tudo.',
      'Para manter o app em dia sem precisar pensar nisso, vá em Ajustes, depois App Store, e ative Atualizações de Apps.',
      'Se um recurso novo não aparecer depois da atualização, feche o CapCut no alternador de apps e abra de novo.',
    ],
  },
  safety: {
    title: 'Por que só a App Store',
    before:
      'O fabricante publica o CapCut para iPhone e iPad somente na App Store. Sites que oferecem um arquivo “IPA” do CapCut ou um perfil de instalação fora da loja (sideloading) entregam uma cópia que ninguém verificou: ela pode estar modificada, roubar sua conta e parar de funcionar quando o certificado for revogado, além de violar os termos do CapCut. Os recursos Pro só são liberados pela ',
    link: 'assinatura Pro',
    after: ' oficial.',
  },
};
