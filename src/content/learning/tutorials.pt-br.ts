/** /pt-br/tutoriais-em-video/: the video tutorials page in Brazilian Portuguese (the English is tutorials.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const videoTutorialsCopyPtBr: TranslatedPages['/video-tutorials/'] = {
  meta: {
    slug: 'tutoriais-em-video/',
    label: 'Tutoriais em vídeo',
    title: 'Tutoriais do CapCut em vídeo por tema',
    description: 'O básico do CapCut, transições, edições velocity, color grading, sincronia de áudio e texto animado: um guia escrito e uma busca no YouTube para cada tema.',
    keywords: ['tutorial CapCut', 'tutorial do CapCut em vídeo', 'aprender CapCut', 'tutorial edição velocity', 'color grading'],
  },
  hero: {
    count: (count) => `${count} temas`,
    title: 'Tutoriais do CapCut em vídeo',
    lead: (checked, total, host) =>
      `O básico do CapCut, efeitos, cor, áudio e texto, tema por tema. Só mostramos um vídeo depois de conferi-lo no canal oficial do CapCut (${checked} de ${total} até agora); enquanto isso, cada tema leva ao guia escrito aqui no site e a uma busca no ${host}.`,
  },
  sections: { browse: 'Explore os tutoriais', read: 'Prefere ler?' },
  read: {
    before: 'Todo tema tem um guia escrito: comece pelo ',
    beginnerGuide: 'guia para iniciantes',
    beforeTips: ', aprenda atalhos nas ',
    quickTips: 'dicas rápidas',
    beforeEffects: ' ou explore os efeitos na ',
    effectsLibrary: 'biblioteca de efeitos',
    after: '.',
  },
  categories: { basics: 'O básico', effects: 'Efeitos', color: 'Cor', audio: 'Áudio', text: 'Texto' },
  tutorials: {
    'editing-basics': {
      title: 'O básico do CapCut: sua primeira edição',
      description: 'Importe clipes, corte e divida, reorganize a linha do tempo e exporte no tamanho certo para as redes sociais.',
      topics: ['Importar arquivos', 'Cortar e dividir', 'A linha do tempo', 'Proporção', 'Exportar'],
      guide: 'CapCut para iniciantes',
      search: 'tutorial CapCut para iniciantes primeira edição',
    },
    transitions: {
      title: 'Transições suaves que escondem o corte',
      description: 'Escolha as transições e acerte o tempo delas, corte no movimento e monte à mão transições de zoom e de chicote.',
      topics: ['Biblioteca de transições', 'Tempo', 'Corte no movimento', 'Transições de zoom'],
      guide: 'Transições sem exagero',
      search: 'CapCut transições suaves tutorial',
    },
    velocity: {
      title: 'Edições velocity com curvas de velocidade',
      description: 'Use curvas de velocidade personalizadas e marcadores de batida para criar as edições rápido-lento-rápido que fazem sucesso nos vídeos curtos.',
      topics: ['Curvas de velocidade', 'Marcadores de batida', 'Desfoque de movimento', 'Quadros-chave', 'Escolha da música', 'Configurações de exportação'],
      guide: 'Como fazer uma edição velocity',
      search: 'CapCut edição velocity curva de velocidade tutorial',
    },
    'color-grading': {
      title: 'Color grading para um visual uniforme',
      description: 'Corrija a exposição e o balanço de branco e depois faça o color grading com ajustes, curvas e filtros em todos os clipes.',
      topics: ['Exposição', 'Balanço de branco', 'Curvas', 'HSL', 'Camadas de ajuste'],
      guide: 'Color grading no CapCut',
      search: 'CapCut color grading tutorial',
    },
    'audio-sync': {
      title: 'Sincronia de áudio e som limpo',
      description: 'Alinhe os cortes com a batida, equilibre música e voz, reduza o ruído e adicione fades.',
      topics: ['Marcadores de batida', 'Equilíbrio de volume', 'Redução de ruído', 'Fades'],
      guide: 'Sincronia de áudio e design de som',
      search: 'CapCut sincronizar áudio com a batida tutorial',
    },
    'text-animation': {
      title: 'Texto animado e legendas automáticas',
      description: 'Gere legendas, estilize e anime o texto e mantenha-o longe das partes da tela que os apps cobrem.',
      topics: ['Legendas automáticas', 'Estilos de texto', 'Animação de texto', 'Áreas seguras', 'Templates de texto'],
      guide: 'Dicas rápidas: textos que as pessoas leem de verdade',
      search: 'CapCut legendas automáticas animação de texto tutorial',
    },
  },
};
