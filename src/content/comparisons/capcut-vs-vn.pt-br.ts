/** /pt-br/capcut-vs-vn/: CapCut vs VN in Brazilian Portuguese, what its article lays out and the words around it (the English is capcut-vs-vn.ts); the scores are the English data's. */
import type { CapcutVsVnCopy } from './capcut-vs-vn.ts';
import { vnCategories } from './scores.ts';

/** Each category's words, in the order of vnCategories, whose scores they take. */
const categoryWords = [
  {
    name: 'Facilidade de uso',
    description: 'Com que rapidez quem edita pela primeira vez vai da importação dos clipes a um vídeo pronto.',
    capcut: ['Barra de ferramentas inferior clara, com ferramentas identificadas', 'Os templates entregam uma edição pronta em minutos'],
    other: ['Interface organizada e sem poluição', 'Os gestos na linha do tempo são precisos'],
  },
  {
    name: 'Recursos de edição',
    description: 'O kit básico: faixas, quadros-chave, máscaras, velocidade, chroma key e texto.',
    capcut: ['Quadros-chave, máscaras, chroma key e curvas de velocidade', 'Legendas automáticas e conversão de texto em fala'],
    other: ['Linha do tempo com várias faixas e quadros-chave', 'Curvas de velocidade e máscaras básicas'],
  },
  {
    name: 'Efeitos e templates',
    description: 'Visuais prontos: efeitos, filtros, transições, figurinhas e templates.',
    capcut: ['Grande biblioteca de efeitos, sempre renovada', 'Galeria de templates que acompanha as tendências do vídeo curto'],
    other: ['Um bom conjunto de filtros e transições', 'Menos templates de tendência, então as edições parecem menos genéricas'],
  },
  {
    name: 'Ferramentas de IA',
    description: 'Legendas automáticas, remoção de fundo, efeitos de voz e ajudas parecidas.',
    capcut: ['Legendas automáticas em vários idiomas', 'Remoção de fundo sem tela verde'],
    other: ['Algumas ajudas automáticas', 'Menos para aprender para quem prefere o trabalho manual'],
  },
  {
    name: 'Qualidade de exportação',
    description: 'Resolução, taxa de quadros e controle sobre o arquivo exportado.',
    capcut: ['Resolução e taxa de quadros escolhidas a cada exportação', 'Sem marca d’água nas exportações gratuitas'],
    other: ['Sem marca d’água nas exportações gratuitas', 'Ajustes de taxa de bits e taxa de quadros'],
  },
  {
    name: 'Desempenho',
    description: 'Pré-visualização fluida e exportações confiáveis nos celulares do dia a dia.',
    capcut: ['Pré-visualização fluida em celulares intermediários', 'Exportações rápidas em celulares recentes'],
    other: ['Leve em aparelhos mais antigos', 'Estável em projetos longos com muitos clipes'],
  },
  {
    name: 'Controle preciso',
    description: 'Corte preciso no quadro, curvas e ajustes manuais para quem gosta de refinar cada detalhe.',
    capcut: ['Gráficos de quadros-chave para o movimento', 'Ajustes de cor detalhados'],
    other: ['Linha do tempo magnética precisa no quadro', 'Curvas finas de velocidade e de cor'],
  },
  {
    name: 'Comunidade e atualizações',
    description: 'Com que frequência o app melhora e como é fácil encontrar tutoriais e ajuda.',
    capcut: ['Atualizações frequentes com efeitos novos', 'Uma quantidade enorme de tutoriais e templates na internet'],
    other: ['Atualizações regulares', 'Comunidade de usuários ativa e prestativa'],
  },
];

export const capcutVsVnPtBr: CapcutVsVnCopy = {
  data: (fact) => {
    return {
      categories: vnCategories.map((category, index) => {
        const words = categoryWords[index]!;
        return { name: words.name, description: words.description, capcut: { score: category.capcut.score, pros: words.capcut }, other: { score: category.other.score, pros: words.other } };
      }),
      performanceRows: [
        { feature: 'Exportação máxima', capcut: `Até ${fact('proPrice.maxExport')}`, other: 'Até 4K', winner: 'tie' },
        { feature: 'Pré-visualização em celulares intermediários', capcut: 'Fluida com várias camadas e efeitos', other: 'Fluida com várias camadas', winner: 'tie' },
        { feature: 'Celulares antigos e com pouca memória', capcut: `Exige ${fact('platforms.android.requirement')}; efeitos pesados deixam o app mais lento`, other: 'Mais leve; responde bem em aparelhos modestos', winner: 'other' },
        { feature: 'Projetos longos', capcut: 'Estável; os rascunhos na nuvem servem de backup', other: 'Estável com muitos clipes', winner: 'tie' },
        { feature: 'Tempo até um vídeo de tendência pronto', capcut: 'Minutos com um template', other: 'Mais tempo: montado à mão', winner: 'capcut' },
        { feature: 'Legendar uma fala de 1 minuto', capcut: 'Automático, depois corrigido', other: 'Digitado à mão', winner: 'capcut' },
      ],
      sides: {
        capcut: {
          strengths: ['Templates e efeitos que acompanham as tendências', 'Legendas automáticas e remoção de fundo', 'Android, iOS, computador e web', 'Exportações gratuitas sem marca d’água'],
          weaknesses: ['Interface mais cheia', 'Alguns itens exigem o Pro', 'Mais pesado em celulares antigos'],
        },
        vn: {
          strengths: ['Editor principal grátis e sem marca d’água', 'Linha do tempo precisa no quadro', 'Interface limpa', 'Leve em celulares antigos'],
          weaknesses: ['Poucas ferramentas de IA', 'Menos templates e efeitos de tendência', 'Comunidade menor'],
        },
      },
    };
  },
  words: {
    otherName: 'VN Editor',
    download: 'Baixar o CapCut',
    quickVerdict: {
      title: 'Veredito rápido',
      scores: (capcut, vn) => `CapCut ${capcut}/10, VN ${vn}/10.`,
      text: (lead, count) =>
        `O CapCut tem nota maior em ${lead} de ${count} categorias, com as maiores vantagens em ferramentas de IA e em efeitos e templates. O VN vence em controle preciso. Escolha o CapCut para vídeos curtos guiados pelas tendências; escolha o VN se você edita à mão e quer um app tranquilo e leve.`,
    },
    scores: { title: 'Notas por categoria', intro: 'Nossas notas editoriais, até 10, com o que cada app faz bem em cada categoria.' },
    performance: {
      title: 'Desempenho no uso diário',
      intro: 'O que esperar nos celulares do dia a dia; os resultados variam conforme o aparelho e o projeto.',
      caption: 'Desempenho do CapCut e do VN Editor',
    },
    prosConsTitle: 'Prós e contras',
    stats: {
      title: 'Números dos apps',
      caption: 'Números do Google Play para o CapCut e o VN Editor',
      figure: 'Número',
      downloads: 'Downloads',
      rating: 'Nota na loja',
      reviews: 'Avaliações',
      developer: 'Desenvolvedor',
    },
    verdict: {
      title: 'Veredito',
      averages: (capcut, vn) =>
        `O CapCut tem média ${capcut}, contra ${vn} do VN. A diferença vem das ferramentas de IA, dos efeitos e dos templates, em que o CapCut está muito à frente; em desempenho em celulares antigos e em controle preciso, o VN se iguala ao CapCut ou o supera.`,
      before: 'Para a maioria dos criadores, o CapCut é o melhor dos dois editores gratuitos. O VN continua sendo uma ótima escolha para vlogueiros que preferem editar à mão. Para uma comparação de recursos linha por linha, veja ',
      link: 'CapCut vs VN Editor',
      after: '.',
      allAlternatives: 'Todas as alternativas',
    },
  },
};
