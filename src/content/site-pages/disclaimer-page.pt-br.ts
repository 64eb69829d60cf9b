/** /pt-br/aviso-legal/: the disclaimer in Brazilian Portuguese (the English is disclaimer-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const disclaimerPageCopyPtBr: TranslatedPages['/disclaimer/'] = {
  meta: {
    slug: 'aviso-legal/',
    label: 'Aviso legal',
    title: 'Aviso legal: site independente, sem vínculo',
    description: 'Este site é um guia independente, sem vínculo com o CapCut ou a ByteDance. Os nomes são marcas de seus donos; os downloads levam aos canais oficiais.',
    keywords: ['aviso legal', 'sem vínculo', 'marcas comerciais', 'download oficial'],
  },
  title: 'Aviso legal',
  updated: (date) => `Última atualização: ${date}`,
  lead: (site, app, maker) => `O ${site} é um guia independente. Não tem vínculo com o ${app} nem com a ${maker}, e não é endossado nem patrocinado por eles.`,
  sections: [
    {
      id: 'independence',
      title: 'Um site independente',
      text: 'Somos criadores que escrevem sobre as ferramentas que usam. Nada aqui é comunicação oficial da {maker}, e não recebemos pagamento de nenhum fabricante de apps pelo que escrevemos.',
    },
    {
      id: 'trademarks',
      title: 'Marcas comerciais',
      text: '{app} é uma marca comercial da {maker}. InShot, VN Editor, Adobe Premiere Rush, Alight Motion, KineMaster, TikTok, Instagram, YouTube e os nomes das lojas são marcas comerciais de seus respectivos donos. Eles aparecem aqui só para nomear os produtos que descrevemos.',
    },
    {
      id: 'official-downloads',
      title: 'Só downloads oficiais',
      text: 'Todos os links de download deste site levam aos canais oficiais do fabricante: Google Play, App Store, a página de download para computador do fabricante e o editor web dele. Não hospedamos arquivos de instalação e nunca levamos a versões modificadas, crackeadas ou reempacotadas, que podem trazer malware e violam os termos do app.',
    },
    {
      id: 'opinions',
      title: 'Opiniões e números',
      text: 'Os vereditos das comparações são a nossa opinião editorial, fundamentada nas tabelas da mesma página. Notas nas lojas, números de downloads e preços são citados com fonte e data; eles mudam, então confira a página oficial antes de decidir. Avaliações marcadas como ilustrativas são exemplos de comentários típicos, não compras verificadas.',
    },
    { id: 'audience', title: 'Público', text: 'O site não é direcionado a crianças menores de {age} anos.' },
  ],
  rest: 'Para o restante, leia os {terms} e a {privacy}.',
  links: { terms: 'termos de uso', privacy: 'política de privacidade' },
};
