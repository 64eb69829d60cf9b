/** /pt-br/templates-para-tiktok/: the TikTok template guide in Brazilian Portuguese, what its article lays out and the words around it (the English is tiktok.ts). */
import { exportFigures, mostViral, shownTikTokTemplates, walkthrough, type TiktokGuideCopy } from './tiktok.ts';

/** What each style's name (CapCut's gallery's, which the page shows as it is) means, and its description, by that name. */
const styles = {
  'Velocity Beat Drop': { gloss: 'Velocity no drop da batida', description: 'Rampas de velocidade rápido-lento na batida; o estilo mais remixado da página Para você.' },
  'Photo Dump Slideshow': { gloss: 'Apresentação estilo photo dump', description: 'Dez fotos ou mais cortadas no ritmo de um som em alta, uma por batida.' },
  'Glitch Outfit Switch': { gloss: 'Troca de look com glitch', description: 'Um glitch troca a roupa ou o lugar em um único quadro.' },
  'Lyric Overlay': { gloss: 'Letra sobre o vídeo', description: 'A letra da música aparece no ritmo da canção por cima das suas imagens.' },
  'Aesthetic Day Vlog': { gloss: 'Vlog estético do dia a dia', description: 'Tons quentes, marcações de horário e cortes suaves para clipes do cotidiano.' },
  'Beat Flash Montage': { gloss: 'Montagem com flashes', description: 'Flashes brancos e zooms bruscos em cada batida de uma música cheia de energia.' },
} as const;

export const tiktokGuidePtBr: TiktokGuideCopy = {
  data: (fact) => {
    const { aspect, resolution, maxLength, maxEffects, likeRate, shareRate, completionRate } = exportFigures(fact);
    return {
      quickStart: [
        'Abra o CapCut e vá até a aba de templates (ou a aba de template do link do CapCut no TikTok).',
        'Pesquise o nome de uma tendência ou navegue pelas listas Para você e Em alta.',
        'Toque em Usar modelo e escolha seus clipes ou fotos na ordem indicada.',
        'Confira a pré-visualização, ajuste o texto e exporte ou compartilhe direto no TikTok.',
      ],
      templates: shownTikTokTemplates(styles, fact),
      mostViral,
      walkthrough: {
        name: 'Como fazer um vídeo para o TikTok com um template do CapCut',
        description: 'Encontre um template do CapCut em alta, preencha com seus clipes, personalize e publique no TikTok.',
        totalMinutes: walkthrough.totalMinutes,
        steps: [
          { name: 'Encontre um template em alta', text: 'No CapCut, abra a aba de templates e pesquise o nome da tendência ou do som que você viu no TikTok; ordene por popularidade.' },
          { name: 'Confira quantos clipes ele pede', text: 'Abra o template e veja quantos clipes ele precisa e quanto dura cada espaço antes de escolher as imagens.' },
          { name: 'Adicione suas mídias', text: 'Toque em Usar modelo e escolha clipes ou fotos na ordem; coloque sua melhor cena no primeiro espaço.' },
          { name: 'Personalize o texto e o tempo', text: 'Edite o texto, troque os clipes que ficarem fora da batida e ajuste cada espaço para a ação cair no tempo da música.' },
          { name: 'Exporte no formato do TikTok', text: `Exporte em ${aspect}, ${resolution}, e mantenha o vídeo com ${maxLength}.` },
          { name: 'Publique com o som original', text: 'Compartilhe no TikTok pelo CapCut ou envie o arquivo, mantenha o som do template vinculado e adicione uma legenda e de três a cinco hashtags.' },
        ],
      },
      proTips: [
        'Use um template nos primeiros dias da tendência: quem posta cedo alcança mais gente do que quem posta tarde.',
        'Troque pelo menos um clipe por algo que só você poderia filmar, para a sua versão se destacar.',
        'Prenda a atenção no primeiro segundo: comece pelo quadro mais surpreendente, não por uma introdução lenta.',
        `Não adicione mais de ${maxEffects} por cima do template, para ele continuar legível na tela do celular.`,
      ],
      weeklyPlan: [
        { day: 'Segunda', task: 'Pesquisa de tendências', detail: 'Salve cinco sons e templates em alta da sua página Para você e da lista Em alta do CapCut.' },
        { day: 'Quarta', task: 'Criação', detail: 'Grave e edite dois ou três vídeos com os melhores templates; faça tudo numa sessão só.' },
        { day: 'Sexta', task: 'Publicação', detail: 'Publique seu melhor vídeo no horário de maior movimento do seu público e responda aos comentários na primeira hora.' },
      ],
      mistakes: [
        { title: 'Usar um template depois que a tendência já passou do auge', fix: 'Antes de começar, veja se os vídeos mais vistos com aquele som são recentes.' },
        { title: 'Deixar o texto de exemplo do template', fix: 'Reescreva todas as camadas de texto; textos de exemplo deixam o vídeo com cara de inacabado.' },
        { title: 'Exportar no tamanho errado', fix: `Exporte em ${aspect} a ${resolution}; faixas pretas ou bordas borradas reduzem o tempo de exibição.` },
      ],
      metrics: [
        {
          title: 'Metas a alcançar',
          items: [
            `Taxa de curtidas: ${likeRate} das visualizações`,
            `Taxa de compartilhamento: ${shareRate} das visualizações`,
            `Taxa de conclusão: ${completionRate} dos espectadores assistem até o fim`,
          ],
        },
        {
          title: 'Onde encontrá-las',
          items: [
            'Análises do TikTok Studio: visualizações, curtidas, compartilhamentos e tempo médio de exibição de cada vídeo',
            'Gráfico de retenção: o segundo em que as pessoas saem mostra o que cortar da próxima vez',
            'Origens do tráfego: quanto do seu alcance veio do feed Para você',
          ],
        },
      ],
    };
  },
  words: {
    quickStart: 'Comece rápido em {count} passos',
    popular: '{count} templates populares para TikTok',
    note: 'As visualizações são totais aproximados dos vídeos feitos em cada estilo. As pré-visualizações são clipes abstratos que mostram o ritmo do estilo.',
    walkthrough: 'Passo a passo: do template à publicação',
    proTips: '{count} dicas de profissional',
    weeklyPlan: 'Um plano semanal de publicações',
    columns: ['Dia', 'Tarefa', 'O que fazer'],
    mistakes: '{count} erros para evitar',
    metrics: 'As métricas que importam',
    start: 'Vamos começar?',
    download: 'Baixar o CapCut',
    trending: 'Ver templates em alta',
    related: 'Guias relacionados',
    relatedLinks: {
      '/top-templates-2025/': 'Os melhores templates do CapCut de 2025',
      '/blog/velocity-edit/': 'Como fazer uma edição velocity',
      '/effects-library/': 'Biblioteca de efeitos do CapCut',
      '/beginner-guide/': 'Guia do CapCut para iniciantes',
    },
  },
};
