/** /pt-br/dicas-rapidas/: the quick tips in Brazilian Portuguese (the English is tips.ts). */
import { exportAdvice } from '../../facts.ts';
import type { TranslatedPages } from '../page-copies.ts';

export const quickTipsCopyPtBr: TranslatedPages['/quick-tips/'] = {
  meta: {
    slug: 'dicas-rapidas/',
    label: 'Dicas rápidas',
    title: 'Dicas rápidas e truques do CapCut',
    description: 'Dicas do CapCut para editar na linha do tempo, limpar o áudio, criar legendas legíveis e usar quadros-chave, além de truques de fluxo de trabalho e desempenho.',
    keywords: ['dicas CapCut', 'truques CapCut', 'dicas de edição', 'truques de edição', 'quadros-chave'],
  },
  hero: {
    count: (count) => `${count} dicas`,
    title: 'Dicas rápidas e truques do CapCut',
    lead: 'Dicas curtas e práticas para editar mais rápido no CapCut e deixar seus vídeos mais caprichados, do primeiro corte ao movimento com quadros-chave.',
  },
  actions: { download: 'Baixar o CapCut', tutorials: 'Tutoriais em vídeo' },
  sections: { tips: 'Dicas por nível', hacks: 'Truques de edição', proSecrets: 'Segredos de profissional', next: 'Continue aprendendo' },
  tipCards: {
    timeline: {
      title: 'Edite mais rápido na linha do tempo',
      tips: [
        'Faça o gesto de pinça na linha do tempo para ampliá-la antes de dividir, assim o corte cai no quadro exato.',
        'Toque em um clipe e use Dividir no cursor de reprodução em vez de arrastar as bordas: é mais rápido e mais preciso.',
        'Use Substituir em um clipe para trocar as imagens sem perder os efeitos, a velocidade e as transições.',
        'Ative o ímã (encaixe automático) para que clipes, textos e músicas se encaixem uns nos outros e no cursor de reprodução.',
      ],
    },
    audio: {
      title: 'Áudio limpo em minutos',
      tips: [
        'Use a redução de ruído em clipes de voz gravados ao ar livre ou em ambientes com eco.',
        'Deixe a música em torno de 40% e a voz em torno de 50% da mixagem, para a fala continuar clara.',
        'Coloque um fade curto de entrada e outro de saída em cada clipe de música para disfarçar começos e finais bruscos.',
        'Use Batidas (os marcadores de batida automáticos) para os cortes caírem exatamente no ritmo da música.',
      ],
    },
    text: {
      title: 'Textos que as pessoas leem de verdade',
      tips: [
        'Gere legendas automáticas e depois corrija à mão nomes e gírias antes de exportar.',
        `Mantenha o texto fora do quinto inferior e da borda direita de um vídeo ${exportAdvice.aspect}, onde ficam os botões dos apps.`,
        'Use uma única família de fontes por vídeo e no máximo dois pesos, para o estilo parecer intencional.',
        'Deixe cada legenda na tela por pelo menos um segundo a cada cinco palavras, para dar tempo de ler tudo.',
      ],
    },
    keyframes: {
      title: 'Quadros-chave e movimento',
      tips: [
        'Adicione um quadro-chave no começo e outro no fim de um movimento e mude a posição ou a escala no segundo.',
        'Use Gráficos (curvas de velocidade) para o movimento acelerar e desacelerar com suavidade, em vez de seguir num ritmo linear.',
        'Anime máscaras com quadros-chave para revelar a pessoa ou o assunto principal, ou acompanhá-lo pelo quadro.',
        'Copie o estilo de um clipe com quadros-chave para outros clipes, para que todos se movam do mesmo jeito.',
      ],
    },
  },
  hackGroups: {
    workflow: {
      title: 'Truques de fluxo de trabalho',
      hacks: [
        'Crie um projeto por série com sua abertura, seu encerramento e suas tarjas de identificação, e duplique-o para cada episódio.',
        'Salve as configurações de texto e cor que você reutiliza, em vez de refazer o estilo das legendas toda vez.',
        'No computador, aprenda primeiro os atalhos de dividir, excluir e desfazer: eles resolvem a maior parte das edições.',
      ],
    },
    performance: {
      title: 'Truques de desempenho',
      hacks: [
        'Reduza a qualidade da pré-visualização ao editar projetos longos ou em 4K; a exportação mantém a qualidade total.',
        'Limpe o cache do app nas configurações quando o armazenamento estiver acabando ou a reprodução engasgar.',
        'Feche os outros apps antes de exportar vídeos longos, para a exportação não travar.',
      ],
    },
    creative: {
      title: 'Truques criativos',
      hacks: [
        'Use uma sobreposição com um modo de mesclagem para aplicar vazamentos de luz ou texturas sobre as imagens.',
        'Corte no movimento: divida no momento em que a pessoa se mexe, para a transição passar despercebida.',
        'Inverta um clipe curto e coloque-o depois do original para um efeito rápido de rebobinar.',
      ],
    },
  },
  proSecrets: [
    'Planeje os dois primeiros segundos antes de editar qualquer coisa: é o gancho que decide se as pessoas continuam assistindo.',
    `Exporte no tamanho nativo da plataforma (${exportAdvice.aspect}, ${exportAdvice.resolution} para vídeos curtos) para o app não precisar redimensionar o vídeo.`,
    'Iguale a cor entre os clipes com uma única camada de ajuste, em vez de fazer o color grading de cada clipe separadamente.',
    'Assista à sua edição uma vez sem som e outra de olhos fechados: cada passada revela problemas diferentes.',
  ],
  next: 'Baixe o app oficial para o seu aparelho e teste cada dica em um clipe curto seu; a página de tutoriais tem um guia escrito para cada tema.',
};
