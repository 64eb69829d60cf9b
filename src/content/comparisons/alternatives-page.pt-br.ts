/** /pt-br/alternativas/: the alternatives page in Brazilian Portuguese (the English is alternatives-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const alternativesPageCopyPtBr: TranslatedPages['/alternatives/'] = {
  meta: {
    slug: 'alternativas/',
    label: 'Alternativas ao CapCut',
    title: 'Alternativas ao CapCut: outros editores comparados',
    description: 'Compare InShot, VN Editor, Adobe Premiere Rush (já descontinuado), Alight Motion e KineMaster com o CapCut: notas, preços, prós e contras.',
    keywords: ['alternativas ao CapCut', 'apps para editar vídeo', 'InShot', 'VN Editor', 'Adobe Premiere Rush', 'Alight Motion', 'KineMaster'],
  },
  hero: {
    title: (count) => `Alternativas ao CapCut: ${count} editores de vídeo comparados`,
    lead: (count) =>
      `O CapCut é gratuito e faz muita coisa, mas não é o único editor bom. Compare outros ${count} editores por tipo, preço e no que cada um é melhor, e depois abra a comparação lado a lado.`,
    discontinued: (names) =>
      names.length === 1
        ? ` Descontinuado pelo fabricante, mantido aqui para quem o usava: ${names.join(', ')}.`
        : ` Descontinuados pelos fabricantes, mantidos aqui para quem os usava: ${names.join(', ')}.`,
  },
  finderTitle: 'Encontre um editor',
  editors: (fact) => ({
    inshot: {
      pricing: `Grátis com marca d’água e anúncios; InShot Pro a partir de ${fact('competitors.inshot.monthly')} por mês`,
      pros: ['Muito rápido de aprender', 'Editor de fotos e criador de colagens integrados', 'Telas e fundos prontos para cada formato de rede social'],
      cons: ['Marca d’água nas exportações gratuitas', 'Biblioteca de efeitos e templates menor', 'Só para celulares e tablets'],
      bestFor: 'Posts rápidos para redes sociais, apresentações de fotos e iniciantes',
    },
    vnEditor: {
      pricing: 'Editor principal grátis, sem marca d’água',
      pros: ['Sem marca d’água nas exportações gratuitas', 'Linha do tempo precisa, com várias faixas e quadros-chave', 'Curvas de velocidade e ferramentas de cor'],
      cons: ['Menos templates e efeitos de tendência', 'Poucas ferramentas de IA', 'Comunidade de tutoriais menor'],
      bestFor: 'Vlogueiros que querem controle manual sem pagar',
    },
    premiereRush: {
      pricing: `Não é mais vendido: a Adobe o descontinuou e o tirou das lojas de apps em ${fact('premiereRushStatus.removedFromStores')} (custava ${fact('competitors.premiereRush.monthly')} por mês)`,
      pros: ['Projetos sincronizados pelo armazenamento em nuvem da Adobe', 'Abria no Premiere Pro para a finalização', 'O mesmo app no celular, no tablet e no computador'],
      cons: ['Descontinuado: não é mais vendido, atualizado nem tem suporte', 'Custava mais que os outros', 'Pouca variedade de templates'],
      bestFor: 'Ninguém que esteja começando agora: a Adobe o descontinuou',
    },
    alightMotion: {
      pricing: `Grátis com marca d’água; Alight Motion Pro ${fact('competitors.alightMotion.monthly')} por mês`,
      pros: ['Quadros-chave em quase todas as propriedades', 'Formas vetoriais e motion graphics', 'Modos de mesclagem e efeitos em camadas'],
      cons: ['Marca d’água nas exportações gratuitas', 'Curva de aprendizado íngreme', 'Poucos templates prontos no app'],
      bestFor: 'Motion graphics, textos animados e edições com movimento suave',
    },
    kinemaster: {
      pricing: `Grátis com marca d’água; KineMaster Premium ${fact('competitors.kinemaster.monthly')} por mês (${fact('competitors.kinemaster.yearly')} por ano)`,
      pros: ['Edição em várias camadas com chroma key', 'Modos de mesclagem e uma loja de recursos', 'App maduro e estável para vídeos mais longos'],
      cons: ['Marca d’água nas exportações gratuitas', 'Muitos recursos exigem o Premium', 'Interface mais cheia que a do CapCut'],
      bestFor: 'Vídeos para o YouTube e projetos em camadas no celular',
    },
  }),
  more: {
    title: 'Mais comparações',
    links: [
      { href: '/capcut-vs-pro/', link: 'CapCut Grátis vs CapCut Pro', after: ': o que a assinatura acrescenta e se vale a pena.' },
      { href: '/capcut-vs-vn/', link: 'CapCut vs VN: notas por categoria', after: ': cada categoria com nota até 10.' },
      { href: '/reviews/', link: 'Avaliações e nota do CapCut', after: ': a nota na loja e o que dizem os usuários.' },
    ],
  },
};
