/** /pt-br/biblioteca-de-efeitos/: the effects library in Brazilian Portuguese (the English is effects.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const effectsLibraryCopyPtBr: TranslatedPages['/effects-library/'] = {
  meta: {
    slug: 'biblioteca-de-efeitos/',
    label: 'Biblioteca de efeitos',
    title: 'Efeitos do CapCut: o que cada um faz',
    description: 'Pesquise efeitos do CapCut por nome ou tag, veja quais são gratuitos e quais exigem o Pro e encontre o guia que ensina a usar cada um.',
    keywords: ['efeitos CapCut', 'transições CapCut', 'filtros CapCut', 'efeitos de texto', 'efeitos Pro'],
  },
  hero: {
    count: (count) => `${count} efeitos de exemplo`,
    title: 'Biblioteca de efeitos do CapCut',
    lead: (count) => `Um guia de ${count} efeitos do CapCut, uma amostra da biblioteca do app: o que cada um faz, se é gratuito ou exige o Pro e onde aprender a usá-lo.`,
  },
  sections: { find: 'Encontre um efeito', get: 'Como aplicar um efeito', styles: 'Estilos para começar', collections: 'Efeitos que combinam entre si', tips: 'Dicas para usar efeitos' },
  get: {
    install: { before: 'Instale o app oficial pela ', link: 'página de download', after: '.' },
    steps: ['Abra um projeto, toque em Efeitos (ou Transições, Filtros, Texto, Áudio) e pesquise o nome do efeito.', 'Toque nele para aplicá-lo ao clipe selecionado e depois ajuste a duração na linha do tempo.'],
    premium: ({ monthly, yearly, source, day }) =>
      `Os efeitos marcados como Premium exigem a assinatura oficial CapCut Pro (${monthly} por mês ou ${yearly} por ano, segundo a ${source}, consultada em ${day}). Você pode testá-los em um projeto, mas para exportar um vídeo que use um deles é preciso ter o Pro. Os efeitos gratuitos não exigem assinatura.`,
  },
  styles: { velocity: 'Flashes velocity', zoomBlur: 'Transições de zoom com desfoque', retroFilm: 'Filtros de filme retrô', typewriter: 'Legendas de máquina de escrever' },
  collections: {
    cinematic: { title: 'Essenciais para um visual de cinema', description: 'Color grading de cinema, faixas pretas de tela larga e vazamentos de luz suaves para vídeos de viagem e histórias.' },
    beatSync: { title: 'Pacote para sincronizar com a batida', description: 'Flashes, tremores e zooms que caem na batida das edições com música.' },
    aesthetic: { title: 'Vlog estético', description: 'Filtros suaves, granulação de filme e transições delicadas para vídeos de “um dia na minha vida”.' },
    gaming: { title: 'Melhores momentos de games', description: 'Glitches, separação RGB e quadros de impacto para clipes e montagens.' },
  },
  usageTips: ({ maxEffects, transitionLength }) => [
    `Use no máximo ${maxEffects} por vídeo: mais do que isso tira a atenção das imagens.`,
    `Mantenha as transições em ${transitionLength} e coloque-as numa batida ou num movimento.`,
    'Teste os efeitos no clipe real antes de decidir: o mesmo filtro fica diferente em imagens escuras e em imagens claras.',
    'Os efeitos premium têm uma marca Pro no app; para exportar um vídeo que use um deles é preciso ter a assinatura Pro.',
  ],
  categories: { transitions: 'Transições', filters: 'Filtros', effects: 'Efeitos', text: 'Texto', audio: 'Áudio' },
  effects: {
    'zoom-blur': {
      name: 'Transição de zoom com desfoque',
      description: 'Um zoom rápido com desfoque de movimento entre dois clipes; funciona melhor com o corte na batida.',
      tags: ['zoom', 'desfoque', 'suave', 'batida'],
      tutorial: 'Guia de efeitos de desfoque',
    },
    'velocity-flash': {
      name: 'Flash velocity',
      description: 'Um flash branco com tremor nos picos das rampas de velocidade, feito para edições velocity.',
      tags: ['velocity', 'flash', 'tremor', 'velocidade'],
      tutorial: 'Guia de edição velocity',
    },
    'cinematic-teal-orange': {
      name: 'Cinema em azul-petróleo e laranja',
      description: 'Um color grading com cara de cinema, com tons de pele quentes e sombras frias.',
      tags: ['cinema', 'cor', 'filme', 'color grading'],
      tutorial: 'Guia de color grading',
    },
    'vintage-film': {
      name: 'Granulação de filme vintage',
      description: 'Cores desbotadas, granulação e vazamentos de luz para um visual retrô de vídeo caseiro.',
      tags: ['vintage', 'retrô', 'granulação', 'filme'],
      tutorial: 'Guia de color grading',
    },
    glitch: {
      name: 'Glitch RGB',
      description: 'Separa os canais de cor e faz a imagem tremer, imitando um erro digital.',
      tags: ['glitch', 'rgb', 'digital', 'distorção'],
      tutorial: 'Tutorial de efeitos',
    },
    typewriter: {
      name: 'Texto de máquina de escrever',
      description: 'Revela uma legenda letra por letra; combine com um som de teclas.',
      tags: ['texto', 'digitação', 'animação', 'legenda'],
      tutorial: 'Tutorial de animação de texto',
    },
    'neon-title': {
      name: 'Título neon com brilho difuso',
      description: 'Um título com contorno luminoso e uma animação de acender piscando, para aberturas.',
      tags: ['neon', 'brilho difuso', 'título', 'abertura'],
      tutorial: 'Tutorial de animação de texto',
    },
    'bass-boost': {
      name: 'Drop com reforço de graves',
      description: 'Um efeito sonoro que reforça os graves no drop; alinhe-o com um corte.',
      tags: ['áudio', 'graves', 'drop', 'batida'],
      tutorial: 'Guia de sincronia de áudio',
    },
  },
};
