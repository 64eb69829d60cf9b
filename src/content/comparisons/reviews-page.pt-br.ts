/** /pt-br/avaliacoes/: the reviews page in Brazilian Portuguese (the English is reviews-page.ts); the cards are illustrative, as in English. */
import type { TranslatedPages } from '../page-copies.ts';

export const reviewsPageCopyPtBr: TranslatedPages['/reviews/'] = {
  meta: {
    slug: 'avaliacoes/',
    label: 'Avaliações do CapCut',
    title: 'Avaliações do CapCut: nota e estrelas',
    description: 'A nota do CapCut na loja com a porcentagem de cada estrela, o número de avaliações e downloads e exemplos do que os criadores costumam comentar.',
    keywords: ['avaliações do CapCut', 'nota do CapCut', 'o CapCut é bom', 'opiniões sobre o CapCut'],
  },
  hero: {
    title: 'Avaliações e notas do CapCut',
    lead: ({ average, reviewsInWords }) =>
      `O CapCut tem nota ${average} de 5 em ${reviewsInWords} avaliações no Google Play. Veja como essas notas se distribuem e o tipo de comentário que os criadores costumam fazer.`,
    download: 'Baixar o CapCut',
  },
  summary: {
    title: 'Resumo da nota',
    stars: (filled, average) => `${filled} de 5 estrelas preenchidas, média ${average}`,
    counts: ({ reviews, downloads }) => `${reviews} avaliações · ${downloads} downloads`,
    bar: (stars) => (stars === 1 ? '1 estrela' : `${stars} estrelas`),
    share: (bar, share) => `${bar}: ${share}% das avaliações`,
  },
  feedback: {
    title: 'Comentários ilustrativos',
    intro:
      'Estes seis cartões são exemplos escritos pela nossa equipe editorial para mostrar as opiniões que os criadores costumam compartilhar. Não são citações de avaliações das lojas, e nenhum deles é verificado.',
    rated: (stars) => `Nota ${stars} de 5`,
    verified: 'Verificado',
    illustrative: 'Ilustrativo, não verificado',
    helpful: (times) => `Marcado como útil ${times} vezes (ilustrativo)`,
    cards: [
      { name: 'Maya, vlogueira de viagens', rating: 5, date: 'julho de 2025', verified: false, text: 'Os templates e as legendas automáticas cortaram meu tempo de edição pela metade. As exportações gratuitas não têm marca d’água, e foi isso que me fez trocar de app.', helpful: 124 },
      { name: 'Daniel, dono de um pequeno negócio', rating: 4, date: 'julho de 2025', verified: false, text: 'Faço vídeos de produtos para o Instagram no celular. É fácil de aprender, mas alguns efeitos de que eu gostava eram Pro.', helpful: 87 },
      { name: 'Priya, estudante', rating: 5, date: 'junho de 2025', verified: false, text: 'Usei para um trabalho da escola e depois para os meus próprios reels. Os tutoriais de quadros-chave deste site ajudaram muito.', helpful: 65 },
      { name: 'Tom, criador de conteúdo de games', rating: 4, date: 'junho de 2025', verified: false, text: 'A versão para computador lida bem com as minhas gravações longas de gameplay. O app do celular fica lento com muitos efeitos no meu aparelho mais antigo.', helpful: 52 },
      { name: 'Lena, personal trainer', rating: 3, date: 'maio de 2025', verified: false, text: 'Bons recursos, mas são muitos menus, e demorei um pouco para achar as curvas de velocidade. Funciona bem depois que você sabe onde fica cada coisa.', helpful: 31 },
      { name: 'Carlos, músico', rating: 5, date: 'maio de 2025', verified: false, text: 'A sincronia na batida e as ferramentas de áudio são ótimas para vídeos com a letra da música. A exportação em até 4K fica nítida no YouTube.', helpful: 44 },
    ],
  },
  tryIt: {
    title: 'Experimente você mesmo',
    text: 'A melhor avaliação é a sua: o CapCut é gratuito para baixar nas lojas oficiais.',
    download: 'Baixar o CapCut',
    compare: 'Comparar alternativas',
  },
};
