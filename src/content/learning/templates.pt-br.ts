/** /pt-br/melhores-templates-2025/: the template ranking in Brazilian Portuguese, what its article lays out and the words around it (the English is templates.ts). */
import { rankedTemplates, type TopTemplatesCopy } from './templates.ts';

export const topTemplatesPtBr: TopTemplatesCopy = {
  data: (fact) => ({
    categories: { music: 'Música', lifestyle: 'Estilo de vida', effects: 'Efeitos', text: 'Texto', slideshow: 'Apresentação de fotos' },
    templates: rankedTemplates(
      {
        'Beat Drop Velocity': {
          gloss: 'Velocity no drop da batida',
          description: 'Rampas de velocidade que passam de repente para a câmera lenta a cada drop, com flashes nos impactos.',
          duration: '15-30 s',
          tags: ['velocity', 'na batida', 'flash'],
          bestFor: ['Clipes de dança', 'Melhores momentos do esporte', 'Vídeos de carro'],
        },
        'Lyric Sync Music Video': {
          gloss: 'Clipe com letra sincronizada',
          description: 'A letra animada aparece palavra por palavra, no ritmo da música, por cima dos seus clipes.',
          duration: '10-20 s',
          tags: ['letra', 'texto', 'música'],
          bestFor: ['Covers', 'Edições emotivas', 'Edições de fã'],
        },
        'Glitch Transition Pack': {
          gloss: 'Pacote de transições glitch',
          description: 'Separações RGB e falhas digitais entre os clipes para uma revelação rápida e cheia de energia.',
          duration: '8-15 s',
          tags: ['glitch', 'transição', 'rgb'],
          bestFor: ['Troca de look', 'Clipes de games', 'Antes e depois'],
        },
        'Day in My Life': {
          gloss: 'Um dia na minha vida',
          description: 'Cor suave, marcações de horário e cortes delicados que transformam clipes do dia a dia em vlog.',
          duration: '30-60 s',
          tags: ['vlog', 'estético', 'dia a dia'],
          bestFor: ['Vlogs', 'Estude comigo', 'Rotinas'],
        },
        '3D Zoom Photo Slideshow': {
          gloss: 'Apresentação de fotos com zoom 3D',
          description: 'Fotos paradas ganham profundidade e um zoom 3D lento, cortado no ritmo da música.',
          duration: '10-20 s',
          tags: ['fotos', 'zoom 3D', 'lembranças'],
          bestFor: ['Viagens', 'Aniversários', 'Retrospectivas do ano'],
        },
        'Beat Sync Flash Montage': {
          gloss: 'Montagem com flashes na batida',
          description: 'Uma foto ou clipe por batida, com um flash branco, para montagens rápidas.',
          duration: '10-15 s',
          tags: ['na batida', 'montagem', 'flash'],
          bestFor: ['Grupos de amigos', 'Eventos', 'Retrospectivas'],
        },
        'Shake and Zoom Impact': {
          gloss: 'Impacto com tremor e zoom',
          description: 'Câmera tremendo, zooms bruscos e desfoque de movimento nos momentos de impacto.',
          duration: '8-12 s',
          tags: ['tremor', 'zoom', 'impacto'],
          bestFor: ['Skate e BMX', 'Clipes de academia', 'Cenas de ação'],
        },
        'Outfit Check Transition': {
          gloss: 'Transição de troca de look',
          description: 'Um corte num pulo ou com a mão tapando a câmera troca a roupa numa única batida, sem emenda aparente.',
          duration: '8-15 s',
          tags: ['moda', 'transição', 'look'],
          bestFor: ['Moda', 'Arrume-se comigo', 'Provas de roupa'],
        },
        'Kinetic Typography Intro': {
          gloss: 'Abertura com tipografia cinética',
          description: 'Palavras em negrito deslizam, mudam de tamanho e se empilham no ritmo da música para abrir o vídeo.',
          duration: '5-10 s',
          tags: ['tipografia', 'abertura', 'texto'],
          bestFor: ['Aberturas de canal', 'Anúncios', 'Frases'],
        },
        'Cinematic Film Look': {
          gloss: 'Visual de cinema',
          description: 'Faixas pretas de tela larga, color grading de cinema e granulação para um clima de trailer.',
          duration: '15-30 s',
          tags: ['cinema', 'filme', 'color grading'],
          bestFor: ['Viagens', 'Curtas-metragens', 'Natureza'],
        },
      },
      fact,
    ),
  }),
  words: {
    ranking: 'O ranking',
    note: 'As visualizações e curtidas são totais aproximados dos vídeos feitos em cada estilo. As pré-visualizações são clipes abstratos que mostram o ritmo de cada estilo, não os templates em si. Os templates marcados como Pro exigem a assinatura oficial Pro.',
    using: 'Como usar um template',
    steps: ['Abra o CapCut, vá até a aba de templates e pesquise o nome do estilo.', 'Toque em Usar modelo, escolha seus clipes na ordem e depois edite o texto.'],
    exportStep: { before: 'Exporte no tamanho da sua plataforma; o ', link: 'guia de templates para TikTok', after: ' explica as configurações e o tempo de cada parte.' },
    more: { before: 'Mais ideias: ', trending: 'templates em alta e como usá-los', between: ' e a ', effects: 'biblioteca de efeitos', after: '.' },
  },
};
