/** /pt-br/capcut-gratis-vs-pro/: CapCut Free vs Pro in Brazilian Portuguese, what its article lays out and the words around it (the English is capcut-vs-pro.ts). */
import { planFacts, type CapcutVsProCopy } from './capcut-vs-pro.ts';

export const capcutVsProPtBr: CapcutVsProCopy = {
  data: (fact) => {
    const [monthly, yearly, maxExport, cloudFree, cloudPro] = ['proPrice.monthly', 'proPrice.yearly', 'proPrice.maxExport', 'proPrice.cloudFree', 'proPrice.cloudPro'].map(fact) as [string, string, string, string, string];
    return {
      rows: [
        { feature: 'Preço', capcut: 'Grátis', other: `${monthly} por mês ou ${yearly} por ano`, winner: 'capcut' },
        { feature: 'Marca d’água nas exportações', capcut: 'Nenhuma', other: 'Nenhuma', winner: 'tie' },
        { feature: 'Número de exportações', capcut: 'Ilimitadas', other: 'Ilimitadas', winner: 'tie' },
        { feature: 'Qualidade de exportação', capcut: `Até ${maxExport}`, other: `Até ${maxExport}`, winner: 'tie' },
        { feature: 'Ferramentas de edição', capcut: 'Linha do tempo com várias faixas, quadros-chave, máscaras, velocidade e chroma key', other: 'As mesmas ferramentas', winner: 'tie' },
        { feature: 'Efeitos, filtros e transições', capcut: 'A biblioteca gratuita', other: 'Também todos os itens marcados como Pro', winner: 'other' },
        { feature: 'Templates', capcut: 'Templates gratuitos', other: 'Também os templates marcados como Pro', winner: 'other' },
        { feature: 'Ferramentas de IA', capcut: 'Ferramentas de IA básicas, como as legendas automáticas', other: 'Também as ferramentas de IA marcadas como Pro', winner: 'other' },
        { feature: 'Armazenamento em nuvem', capcut: cloudFree, other: cloudPro, winner: 'other' },
      ],
      facts: planFacts,
      plans: [
        {
          name: 'Grátis',
          price: 'US$ 0',
          per: 'para sempre',
          note: 'Tudo o que a maioria dos criadores precisa.',
          features: ['O editor completo em todas as plataformas', 'Sem marca d’água e com exportações ilimitadas', `Exporta em até ${maxExport}`, `${cloudFree} de armazenamento em nuvem`],
        },
        {
          name: 'Pro mensal',
          price: monthly,
          per: 'por mês',
          note: 'Teste o Pro em um projeto e cancele quando quiser.',
          features: ['Tudo do plano Grátis', 'Efeitos, filtros e templates Pro', 'Ferramentas de IA Pro', `${cloudPro} de armazenamento em nuvem`],
        },
        {
          name: 'Pro anual',
          featured: true,
          price: yearly,
          per: 'por ano',
          note: `Custa menos que doze pagamentos mensais (${monthly} × 12).`,
          features: ['Tudo do Pro mensal', 'Um único pagamento por ano', 'Ideal para quem cria toda semana', 'Cancele antes da renovação para não ser cobrado'],
        },
      ],
      sides: {
        free: {
          strengths: ['Não custa nada e não tem marca d’água', 'Todas as ferramentas de edição principais', `Exporta em até ${maxExport}`],
          weaknesses: ['Itens marcados como Pro não podem ser exportados', `Só ${cloudFree} de armazenamento em nuvem`, 'Menos ferramentas de IA'],
        },
        pro: {
          strengths: ['Toda a biblioteca de efeitos e templates', 'As ferramentas de IA Pro economizam tempo de edição', `${cloudPro} de armazenamento em nuvem para rascunhos`],
          weaknesses: [`Um custo recorrente de ${monthly} por mês ou ${yearly} por ano`, 'Não exporta com mais qualidade que o plano Grátis', 'Os preços podem variar conforme a região e a loja'],
        },
      },
      faq: [
        { question: 'O CapCut é gratuito?', answer: 'Sim. O app é gratuito para baixar, e o plano gratuito edita e exporta vídeos sem marca d’água. Só os itens marcados como Pro exigem a assinatura.' },
        { question: 'Quanto custa o CapCut Pro?', answer: `O CapCut Pro custa ${monthly} por mês ou ${yearly} por ano na App Store dos EUA. ${fact('proPurchase.priceNote')}` },
        { question: 'O plano gratuito coloca marca d’água?', answer: 'Não. As exportações gratuitas não têm marca d’água. O clipe final opcional que o CapCut adiciona pode ser apagado da linha do tempo antes de exportar.' },
        { question: 'O Pro exporta com mais qualidade?', answer: `Não. Os dois planos exportam em até ${maxExport}. O Pro acrescenta efeitos, templates, ferramentas de IA e armazenamento em nuvem, não mais resolução.` },
        { question: 'Onde assino o CapCut Pro?', answer: `${fact('proPurchase.where')} Nunca compre de terceiros.` },
        {
          question: 'Posso cancelar o CapCut Pro?',
          answer:
            'Sim. Cancele onde você pagou: nas suas assinaturas do Google Play ou da App Store, ou nas configurações de assinatura do próprio CapCut, se você pagou diretamente ao CapCut. O Pro continua ativo até o fim do período pago.',
        },
      ],
    };
  },
  words: {
    features: {
      title: 'Grátis vs Pro, recurso por recurso',
      intro: (ties, rows, adds) => `Os dois planos empatam em ${ties} de ${rows} linhas, entre elas marca d’água, exportações e qualidade; o Pro acrescenta ${adds} coisas.`,
      caption: 'CapCut Grátis e CapCut Pro comparados',
      free: 'Grátis',
      pro: 'Pro',
    },
    pricing: { title: 'Planos e preços', intro: (where, priceNote) => `Preços oficiais em dólares americanos. ${where} ${priceNote}` },
    prosCons: { title: 'Prós e contras', free: 'CapCut Grátis', pro: 'CapCut Pro' },
    faqTitle: 'Perguntas frequentes',
    verdict: {
      title: 'Veredito',
      paragraphs: (cloudFree) => [
        `A tabela resolve quase tudo: Grátis e Pro empatam em marca d’água, exportações, qualidade e ferramentas de edição, então o plano gratuito basta para a maioria das pessoas. O Pro vale a pena se você vive recorrendo a efeitos ou templates marcados como Pro, depende das ferramentas de IA Pro ou precisa de mais de ${cloudFree} de armazenamento em nuvem para rascunhos.`,
        'Comece pelo grátis. Se assinar, o plano anual custa menos que doze pagamentos mensais; o mensal serve para um projeto só.',
      ],
      download: 'Baixar o CapCut',
      compare: 'Comparar outros editores',
    },
  },
};
