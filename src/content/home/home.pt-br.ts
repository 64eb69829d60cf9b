/** The home page in Brazilian Portuguese (the English and the shape: home.ts). */
import { sentenceStart } from '../../fact-text.ts';
import type { TranslatedPages } from '../page-copies.ts';

export const homeCopyPtBr: TranslatedPages['/'] = {
  meta: {
    label: 'Início',
    title: 'Baixar CapCut: links oficiais e guias',
    description: 'Baixe o CapCut grátis nas lojas oficiais para cada aparelho, conheça os recursos e siga guias de edição passo a passo, templates e comparações.',
    keywords: ['CapCut', 'baixar CapCut', 'CapCut para PC', 'CapCut iOS', 'editor de vídeo'],
  },
  hero: {
    rating: (f) => `Nota ${f.rating} em ${f.reviewsInWords} avaliações na loja`,
    downloads: (f) => `${sentenceStart(f.downloadsInWords)} downloads`,
    title: 'Baixe o CapCut grátis em qualquer aparelho, direto das lojas oficiais',
    lead: 'O editor de vídeo por trás de milhões de TikToks, Reels e Shorts, para Android, iPhone, Windows, Mac, Chromebook e a web. Escolha seu aparelho, instale com segurança e aprenda a usar com nossos guias.',
    highlights: (f) => [
      { title: 'Sem marca d’água', text: 'Plano gratuito: os vídeos exportados não têm marca d’água. Se o app adicionar o clipe curto de encerramento, apague-o antes de exportar.' },
      { title: 'Efeitos premium explicados', text: `Uma grande biblioteca de efeitos, filtros e transições. A maioria é gratuita; os marcados como Pro exigem a assinatura Pro (${f.proMonthly} por mês).` },
      { title: 'Exportações ilimitadas', text: 'Plano gratuito: exporte quantos vídeos quiser, sem limite diário ou mensal.' },
      { title: 'Vídeo em 4K', text: `Plano gratuito: exporte em até ${f.maxExport} pelo menu de exportação.` },
    ],
    download: 'Baixar para Android',
    viewFeatures: 'Ver recursos',
    safety: ['Só links das lojas oficiais', 'Sempre a versão atual', 'Sem precisar de root'],
  },
  toc: {
    title: 'Nesta página',
    showAll: (count) => `Ver todas as ${count}`,
    showLess: 'Ver menos',
    sections: {
      introduction: 'O que é o CapCut?',
      features: 'Principais recursos',
      download: 'Baixe para o seu aparelho',
      reviews: 'Notas e avaliações',
      'capcut-pro': 'CapCut Pro',
      installation: 'Como instalar',
      'web-vs-apk': 'Editor web vs app',
      templates: 'Templates',
      'platform-guides': 'Guias por plataforma',
      alternatives: 'Alternativas',
      troubleshooting: 'Solução de problemas',
      'version-history': 'Histórico de versões',
      'for-creators': 'Dicas para criadores',
      safety: 'Downloads seguros',
      faqs: 'Perguntas frequentes',
      'blog-preview': 'Do blog',
    },
  },
  sidebar: {
    label: 'Links rápidos',
    downloads: 'Downloads rápidos',
    webEditor: 'Editor web',
    guides: 'Guias populares',
    guideLinks: {
      '/installation-guide/': 'Guia de instalação',
      '/beginner-guide/': 'Guia para iniciantes',
      '/complete-guide/': 'Guia completo',
      '/blog/velocity-edit/': 'Edição velocity',
      '/tiktok-templates/': 'Templates para TikTok',
      '/quick-tips/': 'Dicas rápidas',
    },
  },
  introduction: (f) => [
    `O CapCut é um editor de vídeo gratuito criado pela ${f.maker}; nas páginas das lojas, ${f.developer} aparece como desenvolvedora. Ele nasceu como app de celular e hoje roda em Android, iPhone e iPad, Windows, Mac, Chromebook e no navegador, com a mesma conta e os mesmos rascunhos na nuvem em todo lugar.`,
    'Este site é um guia independente, sem vínculo com o fabricante. Indicamos apenas canais oficiais e explicamos o app em palavras simples: o que é grátis, o que exige o Pro e como editar melhor.',
  ],
  features: {
    intro: 'Tudo o que está abaixo faz parte do plano gratuito; só os itens que o app marca como Pro exigem a assinatura.',
    cards: {
      timeline: { title: 'Linha do tempo com várias faixas', text: 'Sobreponha vídeo, texto, figurinhas e áudio; corte, divida e reorganize.', link: 'Guia para iniciantes' },
      speed: { title: 'Curvas de velocidade', text: 'Varie a velocidade no ritmo da música para edições velocity ou uma câmera lenta suave.', link: 'Guia de edição velocity' },
      effects: { title: 'Efeitos e transições', text: 'Uma grande biblioteca de efeitos, filtros e transições; itens marcados como Pro exigem o Pro.', link: 'Biblioteca de efeitos' },
      captions: { title: 'Legendas automáticas', text: 'Legendas geradas a partir da fala, para quem assiste sem som.', link: 'Dicas rápidas' },
      colour: { title: 'Cor e quadros-chave', text: 'Faça o color grading com curvas e HSL; anime qualquer coisa com quadros-chave.', link: 'Guia de color grading' },
      audio: { title: 'Ferramentas de áudio', text: 'Marcadores de batida, efeitos de voz e uma biblioteca de músicas.', link: 'Guia de sincronia de áudio' },
    },
  },
  download: {
    more: { before: 'Mais aparelhos e detalhes na ', link: 'página de download', after: '.' },
  },
  reviews: {
    before: 'O CapCut tem nota ',
    score: (f) => `${f.rating} de 5`,
    after: (f) =>
      ` em ${f.reviewsInWords} avaliações no Google Play, com ${f.downloadsInWords} downloads. As avaliações costumam elogiar as exportações gratuitas, os templates e as legendas automáticas, e reclamam de lentidão em celulares mais antigos e de ferramentas que exigem o Pro.`,
    stars: (count) => (count === 1 ? '1 estrela' : `${count} estrelas`),
    link: 'Leia o resumo das avaliações',
  },
  pro: {
    text: (f) =>
      `A assinatura oficial se chama Pro e custa ${f.proMonthly} por mês ou ${f.proYearly} por ano. ${f.proWhere} A assinatura libera os efeitos, templates e ferramentas de IA marcados como Pro e aumenta o armazenamento na nuvem de ${f.cloudFree} para ${f.cloudPro}. Nada mais libera o Pro: downloads de “Pro grátis” são cópias modificadas.`,
    link: 'Compare o plano gratuito com o Pro',
  },
  installation: {
    steps: (f) => [
      `Confira seu aparelho: no Android, é preciso ter ${f.androidRequirement}; no iPhone e no iPad, ${f.iosRequirement}.`,
      'Abra a loja oficial por um dos botões de download deste site: Google Play, App Store ou a página do CapCut para computador.',
      'Instale e abra o CapCut; a loja mantém o app atualizado.',
      'Comece um projeto novo, importe seus clipes e exporte sem marca d’água.',
    ],
    link: 'Guia de instalação passo a passo',
  },
  webVsApp: {
    items: [
      'Editor web: nada para instalar, roda no Chrome, no Edge ou no Safari; precisa de uma conexão estável.',
      'App (Android, iOS, Windows, Mac): usa o hardware do aparelho, então projetos longos e em 4K continuam fluidos, e dá para editar offline.',
      'Os dois: a mesma conta, os rascunhos na nuvem e o plano Pro opcional.',
    ],
    link: 'Comparação completa entre web e app',
  },
  templates: {
    text: (f) =>
      `Os templates transformam seus clipes em uma edição pronta em um minuto: escolha um, troque os clipes e exporte. A galeria ganha ${f.templatesPerWeekInWords} templates por semana; os marcados como Pro exigem a assinatura.`,
    links: {
      '/top-templates-2025/': 'Melhores templates de 2025',
      '/tiktok-templates/': 'Guia de templates para TikTok',
      '/blog/trending-templates/': 'Templates em alta',
    },
  },
  platformGuides: {
    intro: 'Um guia por aparelho, com requisitos e passos de instalação:',
    links: {
      '/download/': 'Android',
      '/capcut-pc/': 'PC (Windows e Mac)',
      '/capcut-windows/': 'Windows',
      '/capcut-mac/': 'Mac',
      '/capcut-ios/': 'iPhone e iPad',
      '/capcut-chromebook/': 'Chromebook',
      '/capcut-web/': 'Editor web',
      '/capcut-pro/': 'CapCut Pro',
    },
  },
  alternatives: {
    text: 'O CapCut não é o único editor gratuito. O VN não tem marca d’água e tem uma linha do tempo limpa, o InShot é rápido para cortes simples, o KineMaster oferece camadas com assinatura e o Alight Motion foi feito para motion graphics. A Adobe descontinuou o Premiere Rush.',
    links: {
      '/alternatives/': 'Todas as alternativas',
      '/capcut-vs-vn/': 'CapCut vs VN',
      '/alternatives/kinemaster/': 'CapCut vs KineMaster',
    },
  },
  troubleshooting: (f) => [
    { problem: 'Instalação bloqueada', fix: 'Instale pelo Google Play ou pela App Store, nunca por arquivos. Se um aparelho da escola ou do trabalho bloquear apps, use o editor web.' },
    { problem: 'O app não instala', fix: `Libere espaço (o app para Android tem ${f.androidSize}), atualize o sistema, reinicie o aparelho e depois limpe o cache da Play Store ou saia e entre de novo na App Store.` },
    { problem: 'O app fecha sozinho', fix: 'Atualize o CapCut e o sistema, reinicie, libere espaço e diminua a qualidade da pré-visualização.' },
    { problem: 'Recursos faltando', fix: 'Atualize o app. Algumas ferramentas variam conforme a região ou a plataforma; itens marcados como Pro exigem o Pro.' },
  ],
  versionHistory: {
    columns: { version: 'Versão', platform: 'Plataforma', notes: 'Notas' },
  },
  creators: {
    tips: (f) => [
      `Exporte na vertical, em ${f.aspect} e ${f.resolution}, para TikTok, Reels e Shorts.`,
      `Mantenha os arquivos abaixo de ${f.maxFileSize} e a maioria dos vídeos com ${f.maxLength}.`,
      `Use ${f.maxEffects} por vídeo e transições de ${f.transitionLength}; mais do que isso distrai.`,
      'Prenda a atenção logo no primeiro segundo e adicione legendas para quem assiste sem som.',
      `Acompanhe seus números: taxa de curtidas de ${f.likeRate}, taxa de compartilhamento de ${f.shareRate} e taxa de conclusão de ${f.completionRate} mostram que o vídeo está funcionando.`,
    ],
    links: {
      '/quick-tips/': 'Dicas rápidas',
      '/video-tutorials/': 'Tutoriais em vídeo',
    },
  },
  safety:
    'Baixe o CapCut só pelo Google Play, pela App Store ou pelo site do próprio CapCut. Versões modificadas, crackeadas ou “Pro desbloqueado” de outros sites são alteradas por desconhecidos: podem trazer malware, roubar suas contas, parar de funcionar sem aviso e violar os termos do app. O app oficial é gratuito e se atualiza sozinho, então não há nada a ganhar.',
  faqs: (f) => [
    { question: 'O CapCut é grátis?', answer: `Sim. O CapCut é gratuito para baixar e usar, com exportações ilimitadas e sem marca d’água. A assinatura Pro opcional (${f.proMonthly} por mês ou ${f.proYearly} por ano) libera os itens marcados como Pro e mais armazenamento na nuvem.` },
    { question: 'Onde é seguro baixar o CapCut?', answer: 'Só nos canais oficiais: Google Play para Android e Chromebook, App Store para iPhone e iPad, e o site do próprio CapCut para Windows, Mac e o editor web. Todos os botões de download deste site levam a um deles.' },
    { question: 'Dá para usar o CapCut no PC ou no Mac?', answer: `Sim. O app para computador (versão ${f.desktopVersion}) roda no ${f.windowsRequirement} e no ${f.macRequirement}. O editor web também funciona no navegador.` },
    { question: 'Existe um jeito gratuito de ter o CapCut Pro?', answer: `Não. ${f.proWhere} Sites que oferecem um APK “Pro desbloqueado” distribuem cópias modificadas, que podem trazer malware e violam os termos do CapCut.` },
    { question: 'Quais iPhones rodam o CapCut?', answer: `Qualquer iPhone, iPad ou iPod touch com ${f.iosRequirement}, ou seja, do iPhone 5s em diante.` },
    { question: 'O CapCut coloca marca d’água?', answer: 'Não. Os vídeos exportados no plano gratuito não têm marca d’água. Se o app adicionar o clipe curto de encerramento, você pode apagá-lo antes de exportar.' },
  ],
  blog: {
    all: 'Todos os guias',
  },
};
