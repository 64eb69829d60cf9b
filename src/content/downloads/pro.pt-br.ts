/** /pt-br/capcut-pro/: the Pro subscription page in Brazilian Portuguese (the English is pro.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const proPageCopyPtBr: TranslatedPages['/capcut-pro/'] = {
  meta: {
    label: 'CapCut Pro',
    title: 'CapCut Pro: preços, recursos e onde assinar',
    description: 'O que a assinatura oficial CapCut Pro acrescenta, o que continua grátis, os preços e onde o fabricante a vende: nos apps e nas versões para computador e web.',
    keywords: ['CapCut Pro', 'CapCut Pro preço', 'CapCut grátis vs Pro', 'CapCut assinatura'],
  },
  hero: {
    title: 'CapCut Pro: a assinatura oficial',
    lead: ({ monthly, yearly, where }) => `O CapCut é gratuito; o Pro é uma assinatura opcional de ${monthly} por mês ou ${yearly} por ano que libera os itens marcados como Pro. ${where}`,
    googlePlay: 'Baixar o CapCut no Google Play',
    appStore: 'Baixar o CapCut na App Store',
  },
  adds: {
    title: 'O que o Pro acrescenta',
    items: ({ cloudFree, cloudPro }) => [
      'Todos os efeitos, filtros, transições, figurinhas e estilos de texto marcados como Pro.',
      'Os templates marcados como Pro, na galeria de templates.',
      'As ferramentas de IA marcadas como Pro, como retoque avançado e limpeza de áudio, onde estiverem disponíveis.',
      `${cloudPro} de armazenamento em nuvem em vez de ${cloudFree}.`,
    ],
    rest: 'Todo o resto (a linha do tempo, as exportações sem marca d’água, os quadros-chave, as legendas e a maioria dos efeitos) continua no plano gratuito.',
  },
  plans: {
    title: 'Grátis vs Pro',
    columns: ['Recurso', 'Grátis', 'Pro', 'Observações'],
    included: 'Incluído',
    notIncluded: 'Não incluído',
    rows: ({ monthly, yearly, maxExport, cloudFree, cloudPro, priceNote }) => [
      { feature: 'Preço', free: 'Grátis', pro: `${monthly} por mês ou ${yearly} por ano`, description: `Preços da App Store nos EUA. ${priceNote}` },
      { feature: 'Linha do tempo de edição', free: true, pro: true, description: 'Edição com várias faixas, corte, divisão, velocidade, quadros-chave e máscaras.' },
      { feature: 'Exportações', free: 'Ilimitadas', pro: 'Ilimitadas', description: 'Sem limite no número de vídeos exportados.' },
      { feature: 'Marca d’água nas exportações', free: 'Nenhuma', pro: 'Nenhuma', description: 'Nenhum dos planos aplica marca d’água; o clipe final opcional pode ser excluído.' },
      { feature: 'Qualidade de exportação', free: `Até ${maxExport}`, pro: `Até ${maxExport}`, description: 'Escolha a resolução e a taxa de quadros no menu de exportação.' },
      { feature: 'Efeitos, filtros e transições', free: 'A biblioteca gratuita', pro: 'Também os itens marcados como Pro', description: 'Uma marca Pro na miniatura indica que o item precisa da assinatura para ser exportado.' },
      { feature: 'Templates', free: 'Templates gratuitos', pro: 'Também os templates Pro', description: 'Templates marcados como Pro precisam da assinatura.' },
      { feature: 'Ferramentas avançadas de IA', free: false, pro: true, description: 'Ferramentas marcadas como Pro no app; quais são varia conforme a plataforma e a região.' },
      { feature: 'Armazenamento em nuvem', free: cloudFree, pro: cloudPro, description: 'Espaço para rascunhos e arquivos sincronizados entre seus aparelhos.' },
    ],
  },
  subscribe: {
    title: 'Como assinar',
    steps: [
      'Instale o CapCut pelo Google Play ou pela App Store (botões no topo desta página), ou abra o app para computador ou o editor web.',
      'Toque ou clique em um item marcado como Pro, ou no botão Pro do seu perfil.',
      'Escolha o plano mensal ou o anual; você vê o preço local antes de pagar.',
      'Depois, gerencie ou cancele onde você pagou: nas assinaturas do Google Play ou da Apple, ou nas configurações de assinatura do próprio CapCut.',
    ],
    warning:
      'Nenhum site, APK ou versão “Pro desbloqueado” pode dar o Pro de graça: essas cópias são modificadas, podem conter malware e violam os termos do CapCut. Se o Pro não valer a pena para você, o plano gratuito já cobre quase toda a edição, e a nossa página de ',
    warningLink: 'alternativas',
    warningAfter: ' compara os preços de outros editores.',
  },
};
